import { INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import type { NewNoticeRow } from '../db/schema';
import { addDays, formatWireDate, parseWireDateTime } from '../http/wire-date';

const BUREAU = '宁波市市场监督管理局';

type DemoNotice = {
  id: string;
  title: (year: number) => string;
  publisher: string;
  daysAgo: number;
  at: string;
  top?: boolean;
  paragraphs: (year: number) => string[];
};

const SIGNATURE = (publisher: string, date: string) => `${publisher}\n${date.slice(0, 4)}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The institute's notices; titles carry the seed year so the demo never looks stale. */
const DEMO_NOTICES: DemoNotice[] = [
  {
    id: '50001',
    title: (year) => `关于开展${year}年度电梯定期检验的通知`,
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 9,
    at: '09:00:00',
    top: true,
    paragraphs: (year) => [
      '各电梯使用单位、维护保养单位：',
      `根据《特种设备安全法》和TSG T7001《电梯监督检验和定期检验规则》的要求，我院将于${year}年全年开展在用电梯定期检验工作。现将有关事项通知如下：`,
      '一、使用单位应在电梯下次检验日期届满前1个月，通过本平台“企业服务—在线报检”提交定期检验申请。',
      '二、检验前，维护保养单位应完成自行检查，并安排持证人员到场配合检验。',
      '三、逾期未申报检验的电梯将列入超期未检名单，并按规定通报属地市场监督管理部门。',
      '联系电话：0574-87022316。',
    ],
  },
  {
    id: '50002',
    title: () => '关于做好节假日期间特种设备安全工作的通知',
    publisher: BUREAU,
    daysAgo: 2,
    at: '16:30:00',
    paragraphs: () => [
      '各特种设备使用单位：',
      '节假日期间人员流动大，商场、酒店、景区等人员密集场所的电梯、大型游乐设施、客运索道使用频繁。请各单位落实安全主体责任，做好以下工作：',
      '一、节前组织一次全面自查，重点检查安全保护装置和应急救援设施。',
      '二、落实24小时值班制度，确保应急救援电话96333畅通。',
      '三、超期未检、检验不合格的设备一律停止使用。',
    ],
  },
  {
    id: '50003',
    title: () => '关于启用2024版电梯使用标志的公告',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 5,
    at: '10:15:00',
    paragraphs: () => [
      '自即日起，电梯定期检验合格后，使用单位可在本平台“电梯检测—2024版电梯使用标志打印”中自行打印新版使用标志。',
      '新版标志载明注册代码、使用登记证编号、下次检验日期、维护保养单位及应急救援电话，并附二维码，扫码可查询设备及检验报告信息。',
      '旧版标志在下次定期检验前继续有效。',
    ],
  },
  {
    id: '50004',
    title: () => '网上报检系统升级维护公告',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 15,
    at: '17:40:00',
    paragraphs: () => [
      '为提升服务质量，我院将于本周六20:00至次日06:00对网上报检系统进行升级维护，期间在线报检、网上缴费和报告下载暂停服务。',
      '给您带来的不便，敬请谅解。',
    ],
  },
  {
    id: '50005',
    title: () => '关于规范压力管道定期检验申报材料的通知',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 22,
    at: '09:30:00',
    paragraphs: () => [
      '各压力管道使用单位：',
      '申报工业管道定期检验时，请同时上传管道单线图、管道特性表及上次定期检验报告；GC1级管道还应提供年度检查记录。',
      '材料不全的申请将退回补正。',
    ],
  },
  {
    id: '50006',
    title: () => '关于开展起重机械安全隐患专项排查的通知',
    publisher: BUREAU,
    daysAgo: 30,
    at: '14:00:00',
    paragraphs: () => [
      '各起重机械使用单位：',
      '为防范起重伤害事故，决定在全市范围内开展起重机械安全隐患专项排查，重点排查制动器、限位器、钢丝绳及吊钩的完好情况。',
      '请各单位于本月底前完成自查，并将自查情况报属地市场监督管理所。',
    ],
  },
  {
    id: '50007',
    title: () => '关于调整部分检验项目收费标准的公告',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 41,
    at: '11:00:00',
    top: true,
    paragraphs: () => [
      '根据省物价主管部门的有关规定，自下月1日起调整部分检验项目收费标准：电梯定期检验每台560元，5层以上每增加1层加收10%；场（厂）内专用机动车辆每台120元。',
      '已受理的检验申请按原标准收费。',
    ],
  },
  {
    id: '50008',
    title: () => '关于特种设备作业人员证书到期复审的提醒',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 55,
    at: '10:00:00',
    paragraphs: () => [
      '特种设备作业人员证书有效期为4年，持证人员应在有效期届满前1个月提出复审申请。',
      '请各使用单位在“作业人员—证书查询”中核对本单位人员证书有效期，及时组织复审。',
    ],
  },
  {
    id: '50009',
    title: (year) => `关于开展${year}年暑期大型游乐设施安全检查的通知`,
    publisher: BUREAU,
    daysAgo: 70,
    at: '15:20:00',
    paragraphs: () => [
      '各大型游乐设施运营使用单位：',
      '暑期是游乐设施运营高峰，请各单位严格执行日检、月检制度，如实记录运行和维护保养情况，确保操作人员持证上岗。',
    ],
  },
  {
    id: '50010',
    title: () => '关于锅炉水（介）质定期检验工作的通知',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 90,
    at: '09:45:00',
    paragraphs: () => [
      '各锅炉使用单位：',
      '锅炉水（介）质检验每季度不少于一次，请通过本平台提交检验申请，并做好取样准备。',
    ],
  },
  {
    id: '50011',
    title: () => '关于使用登记网上办理的操作说明',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 120,
    at: '10:30:00',
    paragraphs: () => [
      '特种设备在投入使用前或者投入使用后30日内，使用单位应当办理使用登记。现可通过本平台“使用登记—申请”在线办理：',
      '一、选择登记类别和设备，核对设备、使用和检验信息。',
      '二、上传使用登记表、产品合格证、监督检验证明等材料（PDF、图片、Word、Excel，单个文件不超过10MB）。',
      '三、确认承诺声明后提交；可在“使用登记—查询”中查看办理进度。',
    ],
  },
  {
    id: '50012',
    title: () => '关于场（厂）内专用机动车辆定期检验集中申报的通知',
    publisher: INSPECTION_INSTITUTE_NAME,
    daysAgo: 150,
    at: '14:10:00',
    paragraphs: () => [
      '为减少企业等待时间，我院对叉车、观光车等场（厂）内专用机动车辆实行集中申报、集中检验。',
      '同一使用单位5台及以上车辆可在同一申请中一并报检。',
    ],
  },
];

/** The demo notices, dated back from the seed day. */
export function demoNotices(now: Date): NewNoticeRow[] {
  const today = formatWireDate(now);
  const year = Number(today.slice(0, 4));
  return DEMO_NOTICES.map((notice) => {
    const day = addDays(today, -notice.daysAgo);
    const publishedAt = parseWireDateTime(`${day} ${notice.at}`)!;
    return {
      id: notice.id,
      title: notice.title(year),
      publisher: notice.publisher,
      content: [...notice.paragraphs(year), '', SIGNATURE(notice.publisher, day)].join('\n'),
      publishedAt,
      top: notice.top ?? false,
      attachmentIds: [],
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}
