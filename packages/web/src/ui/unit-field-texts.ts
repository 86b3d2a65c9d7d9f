/**
 * The fields of an enterprise's account application, named once for the form that sends it
 * (register) and the institute's pages that audit it (account-registrations).
 */
export const unitFieldsZh = {
  'field.unitName': '单位名称',
  'field.creditCode': '统一社会信用代码',
  'field.areaCode': '所在区域',
  'field.regAddress': '注册地址',
  'field.businessAddress': '生产经营地址',
  'field.legalPerson': '法定代表人',
  'field.foundDate': '成立日期',
  'field.fixedAssets': '固定资产（万元）',
  'field.postcode': '邮政编码',
  'field.email': '电子邮箱',
  'field.contactPerson': '联系人',
  'field.contactPhone': '联系电话',
  'field.mobile': '手机号码',
};

export const unitFieldsEn: Record<keyof typeof unitFieldsZh, string> = {
  'field.unitName': 'Unit name',
  'field.creditCode': 'Unified social credit code',
  'field.areaCode': 'Area',
  'field.regAddress': 'Registered address',
  'field.businessAddress': 'Business address',
  'field.legalPerson': 'Legal representative',
  'field.foundDate': 'Founded on',
  'field.fixedAssets': 'Fixed assets (10k CNY)',
  'field.postcode': 'Postal code',
  'field.email': 'Email',
  'field.contactPerson': 'Contact person',
  'field.contactPhone': 'Contact phone',
  'field.mobile': 'Mobile',
};
