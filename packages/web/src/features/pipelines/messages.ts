import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';

/** UI text of the pipeline pages in zh-CN; shared texts (`common.*`, …) are the app catalogue's. */
const pipelinesZh = {
  'field.area': '所在区域',
  'field.checkConclusion': '检验结论',
  'field.nextCheckDate': '下次检验日期',
  'field.recordState': '档案状态',
  'field.registerCode': '注册代码',
  'field.safetyManager': '安全管理员',
  'field.safetyManagerPhone': '安全管理员电话',
  'field.usePlace': '使用地点',
  'field.useState': '使用状态',
  'query.fixFilters': '请先修正查询条件',
  'query.keyword': '关键字',
  'detail.noId': '未指定记录，请从列表中打开。',
  'form.params': '技术参数',
  'form.locked': '该档案已提交或在册，不能直接修改；在册设备的变更请在档案页提交变更申请。',
  'pipeline.title': '管道自行维护',
  'pipeline.add': '新增管道',
  'pipeline.maintain': '维护',
  'pipeline.total': '共 {total} 条管道',
  'pipeline.basic': '管道基本信息',
  'pipeline.use': '使用信息',
  'pipeline.name': '管道名称',
  'pipeline.pipelineNo': '管道编号',
  'pipeline.pipeGrade': '管道级别',
  'pipeline.medium': '介质',
  'pipeline.startPoint': '起点',
  'pipeline.endPoint': '终点',
  'pipeline.nominalDiameter': '公称直径',
  'pipeline.wallThickness': '壁厚',
  'pipeline.length': '长度',
  'pipeline.designPressure': '设计压力',
  'pipeline.designTemperature': '设计温度',
  'pipeline.installDate': '安装日期',
  'pipeline.confirmDelete': '确定删除管道草稿“{name}”吗？',
} as const;

type PipelineOwnKey = keyof typeof pipelinesZh;

/** A key of the pipeline pages' text: their own, or a shared one of the app's catalogue. */
export type PipelineTextKey = PipelineOwnKey | UiKey;

const pipelinesEn: Record<PipelineOwnKey, string> = {
  'field.area': 'Area',
  'field.checkConclusion': 'Conclusion',
  'field.nextCheckDate': 'Next inspection',
  'field.recordState': 'File state',
  'field.registerCode': 'Registration code',
  'field.safetyManager': 'Safety manager',
  'field.safetyManagerPhone': 'Safety manager phone',
  'field.usePlace': 'Place of use',
  'field.useState': 'Use state',
  'query.fixFilters': 'Please correct the filters first',
  'query.keyword': 'Keyword',
  'detail.noId': 'No record given; open one from a list.',
  'form.params': 'Technical parameters',
  'form.locked': 'This file is submitted or registered and cannot be edited; apply for a change on its file page.',
  'pipeline.title': 'Pipeline self-maintenance',
  'pipeline.add': 'Add pipeline',
  'pipeline.maintain': 'Maintain',
  'pipeline.total': '{total} pipelines',
  'pipeline.basic': 'Pipeline',
  'pipeline.use': 'Use',
  'pipeline.name': 'Pipeline name',
  'pipeline.pipelineNo': 'Pipeline no.',
  'pipeline.pipeGrade': 'Grade',
  'pipeline.medium': 'Medium',
  'pipeline.startPoint': 'Start',
  'pipeline.endPoint': 'End',
  'pipeline.nominalDiameter': 'Nominal diameter',
  'pipeline.wallThickness': 'Wall thickness',
  'pipeline.length': 'Length',
  'pipeline.designPressure': 'Design pressure',
  'pipeline.designTemperature': 'Design temperature',
  'pipeline.installDate': 'Installed',
  'pipeline.confirmDelete': 'Delete the pipeline draft "{name}"?',
};

const PIPELINE_TEXT: Catalogue<PipelineOwnKey> = { 'zh-CN': pipelinesZh, 'en-US': pipelinesEn };

/** The pipeline pages' own text in the shell's locale. */
export function usePipelineText() {
  return useCatalogue(PIPELINE_TEXT);
}
