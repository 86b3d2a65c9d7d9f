import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';

/** UI text of the construction record pages in zh-CN; shared texts (`common.*`, …) are the app catalogue's. */
const constructionRecordsZh = {
  'field.deviceCode': '设备代码',
  'field.name': '设备名称',
  'field.registerCode': '注册代码',
  'field.usePlace': '使用地点',
  'query.keyword': '关键字',
  'construction.title': '施工告知记录',
  'construction.add': '新增施工告知',
  'construction.edit': '编辑施工告知',
  'construction.view': '施工告知详情',
  'construction.kind': '施工类别',
  'construction.unit': '施工单位',
  'construction.licenseNo': '许可证编号',
  'construction.noticeDate': '告知日期',
  'construction.plannedCompletionDate': '计划竣工日期',
  'construction.remark': '备注',
  'construction.opinion': '审核意见',
  'construction.inspection': '安装检验',
  'construction.reviewer': '审核人',
  'construction.reviewedAt': '审核时间',
  'construction.noOpinion': '暂无审核意见',
  'construction.confirmCommit': '确定提交“{name}”的施工告知吗？提交后不能再修改。',
  'construction.confirmDelete': '确定删除“{name}”的施工告知草稿吗？',
} as const;

type ConstructionRecordOwnKey = keyof typeof constructionRecordsZh;

/** A key of the construction record pages' text: their own, or a shared one of the app's catalogue. */
export type ConstructionRecordTextKey = ConstructionRecordOwnKey | UiKey;

const constructionRecordsEn: Record<ConstructionRecordOwnKey, string> = {
  'field.deviceCode': 'Device code',
  'field.name': 'Equipment name',
  'field.registerCode': 'Registration code',
  'field.usePlace': 'Place of use',
  'query.keyword': 'Keyword',
  'construction.title': 'Construction notices',
  'construction.add': 'New construction notice',
  'construction.edit': 'Edit construction notice',
  'construction.view': 'Construction notice',
  'construction.kind': 'Kind',
  'construction.unit': 'Contractor',
  'construction.licenseNo': 'Licence no.',
  'construction.noticeDate': 'Notice date',
  'construction.plannedCompletionDate': 'Planned completion',
  'construction.remark': 'Remark',
  'construction.opinion': 'Review opinion',
  'construction.inspection': 'Installation inspection',
  'construction.reviewer': 'Reviewer',
  'construction.reviewedAt': 'Reviewed',
  'construction.noOpinion': 'No opinion yet',
  'construction.confirmCommit': 'Submit the construction notice of "{name}"? It cannot be changed afterwards.',
  'construction.confirmDelete': 'Delete the draft construction notice of "{name}"?',
};

const CONSTRUCTION_RECORD_TEXT: Catalogue<ConstructionRecordOwnKey> = { 'zh-CN': constructionRecordsZh, 'en-US': constructionRecordsEn };

/** The construction record pages' own text in the shell's locale. */
export function useConstructionRecordText() {
  return useCatalogue(CONSTRUCTION_RECORD_TEXT);
}
