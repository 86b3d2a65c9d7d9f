import { byReviewedServiceKind } from '@portal/contract';
import { kindNames } from './kind-names';

/** UI text of the circulation log page (流转日志) in zh-CN; a service kind's name is its short name in the contract's list. */
export const flowLogZh = {
  'page.title': '流转日志',
  'kind.inspection-application': '报检申请',
  'kind.use-registration': '使用登记申请',
  ...kindNames(byReviewedServiceKind((kind) => kind.short)),
  'params.missing': '缺少参数：{names}。请从记录的详情页点击“流转日志”打开，地址形如 /flowLog-single?type=记录类型&id=记录编号。',
  'params.unknownType': '不支持的记录类型“{type}”。可查看流转日志的类型：{types}。',
  'access.denied': '当前角色无权查看该{kind}的流转日志。',
  'sheet.currentState': '当前状态',
  'sheet.caption': '{kind}的流转记录',
  'column.index': '序号',
  'column.state': '环节/状态',
  'column.operator': '处理人',
  'column.remark': '意见',
  'column.at': '时间',
  'sheet.empty': '暂无流转记录',
  'action.print': '打印',
  'action.close': '关闭',
} as const;

export type FlowLogOwnKey = keyof typeof flowLogZh;
