import type { NewUnitRow } from '../db/schema';
import { enterpriseCreditCode } from './credit-code';

/** Stable ids of the four demo enterprises, for tests and links. */
export const DEMO_UNIT_IDS = {
  yonglun: '20001',
  yuelan: '20002',
  hongtai: '20003',
  simingshan: '20004',
} as const;

export type DemoUnitKey = keyof typeof DEMO_UNIT_IDS;

export const DEMO_UNITS: Record<DemoUnitKey, NewUnitRow> = {
  yonglun: {
    id: DEMO_UNIT_IDS.yonglun,
    name: '宁波甬仑精工机械有限公司',
    creditCode: enterpriseCreditCode('330206', '71795126'),
    areaCode: '330206',
    regAddress: '浙江省宁波市北仑区大碶街道黄山西路218号',
    businessAddress: '浙江省宁波市北仑区大碶街道黄山西路218号1号厂房',
    legalPerson: '周海涛',
    contactPerson: '林晓东',
    contactPhone: '0574-86851236',
    postcode: '315800',
    fixedAssets: '3800',
    foundDate: '2006-04-18',
    regAuthority: '宁波市北仑区市场监督管理局',
    email: 'anquan@yonglun-jg.com.cn',
  },
  yuelan: {
    id: DEMO_UNIT_IDS.yuelan,
    name: '宁波悦澜酒店管理有限公司',
    creditCode: enterpriseCreditCode('330212', 'MA281Q4D'),
    areaCode: '330212',
    regAddress: '浙江省宁波市鄞州区首南街道天童南路588号',
    businessAddress: '浙江省宁波市鄞州区首南街道天童南路588号悦澜大酒店',
    legalPerson: '沈嘉怡',
    contactPerson: '张丽',
    contactPhone: '0574-87261188',
    postcode: '315100',
    fixedAssets: '12600',
    foundDate: '2015-09-02',
    regAuthority: '宁波市鄞州区市场监督管理局',
    email: 'gongcheng@yuelanhotel.cn',
  },
  hongtai: {
    id: DEMO_UNIT_IDS.hongtai,
    name: '宁波镇海宏泰化工有限公司',
    creditCode: enterpriseCreditCode('330211', '74736218'),
    areaCode: '330211',
    regAddress: '浙江省宁波市镇海区宁波石化经济技术开发区海天中路655号',
    businessAddress: '浙江省宁波市镇海区宁波石化经济技术开发区海天中路655号',
    legalPerson: '胡国强',
    contactPerson: '王建国',
    contactPhone: '0574-86502277',
    postcode: '315207',
    fixedAssets: '25800',
    foundDate: '2003-03-26',
    regAuthority: '宁波市镇海区市场监督管理局',
    email: 'shebei@hongtai-chem.com',
  },
  simingshan: {
    id: DEMO_UNIT_IDS.simingshan,
    name: '宁波四明山文旅有限公司',
    creditCode: enterpriseCreditCode('330281', 'MA2GT6L0'),
    areaCode: '330281',
    regAddress: '浙江省余姚市四明山镇四明山路66号',
    businessAddress: '浙江省余姚市四明山镇四明湖景区游客中心',
    legalPerson: '俞晨阳',
    contactPerson: '徐佳',
    contactPhone: '0574-62351019',
    postcode: '315400',
    fixedAssets: '9200',
    foundDate: '2019-05-20',
    regAuthority: '余姚市市场监督管理局',
    email: 'yunying@simingshan-wl.cn',
  },
};
