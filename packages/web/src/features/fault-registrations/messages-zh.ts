/** UI text of the fault registration pages in zh-CN. */
export const faultRegistrationZh = {
  'tab.rescue': '困人救援',
  'list.title': '电梯故障登记',
  'list.new': '登记故障',
  'list.total': '共 {total} 条故障登记',
  'list.keyword': '关键字',
  'list.faultDate': '故障日期',
  'field.registerCode': '注册代码',
  'field.equipmentName': '设备名称',
  'field.place': '故障地点',
  'field.faultAt': '故障时间',
  'field.faultDescription': '故障描述',
  'field.faultCause': '故障原因分类',
  'field.handling': '处理措施',
  'field.recoveredAt': '恢复时间',
  'field.handler': '处理人',
  'state.open': '处理中',
  'state.recovered': '已恢复',
  'form.equipment': '故障电梯',
  'form.fault': '故障情况',
  'form.handling': '处理情况',
  'form.elevatorHint': '请选择本单位在册电梯',
  'view.title': '故障登记详情',
  'view.state': '处理状态',
} as const;

export type FaultRegistrationOwnKey = keyof typeof faultRegistrationZh;
