import type { Locale } from '../messages';

/** GB/T 2260 area codes the portal offers: 浙江省 > 宁波市 > its districts and counties. */

export type AreaNode = {
  code: string;
  /** zh-CN name; `en` its en-US text. */
  name: string;
  en: string;
  children?: readonly AreaNode[];
};

export const DEFAULT_PROVINCE_CODE = '330000';
export const DEFAULT_AREA_CODE = '330200';

const NINGBO_DISTRICTS: readonly AreaNode[] = [
  { code: '330203', name: '海曙区', en: 'Haishu District' },
  { code: '330205', name: '江北区', en: 'Jiangbei District' },
  { code: '330206', name: '北仑区', en: 'Beilun District' },
  { code: '330211', name: '镇海区', en: 'Zhenhai District' },
  { code: '330212', name: '鄞州区', en: 'Yinzhou District' },
  { code: '330213', name: '奉化区', en: 'Fenghua District' },
  { code: '330225', name: '象山县', en: 'Xiangshan County' },
  { code: '330226', name: '宁海县', en: 'Ninghai County' },
  { code: '330281', name: '余姚市', en: 'Yuyao' },
  { code: '330282', name: '慈溪市', en: 'Cixi' },
];

export const AREA_TREE: readonly AreaNode[] = [
  {
    code: DEFAULT_PROVINCE_CODE,
    name: '浙江省',
    en: 'Zhejiang',
    children: [{ code: DEFAULT_AREA_CODE, name: '宁波市', en: 'Ningbo', children: NINGBO_DISTRICTS }],
  },
];

/** The nodes from the root down to `code`, or an empty list when the code is unknown. */
export function areaPath(code: string, nodes: readonly AreaNode[] = AREA_TREE): AreaNode[] {
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = areaPath(code, node.children ?? []);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export function findArea(code: string): AreaNode | undefined {
  return areaPath(code).at(-1);
}

/** True for a known area without children: the area selector must reach one of these. */
export function isLastLevel(code: string): boolean {
  const node = findArea(code);
  return node !== undefined && (node.children?.length ?? 0) === 0;
}

/** `浙江省 / 宁波市 / 鄞州区` (`Zhejiang / Ningbo / Yinzhou District` in en-US), or the code itself when it is unknown. */
export function areaLabel(code: string, separator = ' / ', locale: Locale = 'zh-CN'): string {
  const path = areaPath(code);
  return path.length > 0 ? path.map((node) => (locale === 'en-US' ? node.en : node.name)).join(separator) : code;
}
