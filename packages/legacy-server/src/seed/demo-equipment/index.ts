import type { DemoItem } from '../demo-equipment-builder';
import { addDays } from '../../http/wire-date';
import { HONGTAI_ITEMS } from './hongtai';
import { SIMINGSHAN_ITEMS } from './simingshan';
import { YONGLUN_ITEMS } from './yonglun';
import { YUELAN_ITEMS } from './yuelan';

const AGING_LIFT_DESIGN_LIFE = 15;
const AGING_LIFT_DAYS_LEFT = 60;

/**
 * A freight lift whose design life ends two months after the seed date, so the 即将到期 view always
 * has a row; its use start and register code follow from that date.
 */
function agingFreightLift(today: string): DemoItem {
  const [year, month, day] = today.split('-').map(Number);
  const sameDayThen = new Date(Date.UTC(year! - AGING_LIFT_DESIGN_LIFE, month! - 1, day!)).toISOString().slice(0, 10);
  const useDate = addDays(sameDayThen, AGING_LIFT_DAYS_LEFT);
  const registered = addDays(useDate, 21);
  return {
    id: '30107',
    unit: 'yuelan',
    subTypeCode: '3120',
    name: '曳引驱动载货电梯',
    model: 'THJ2000/0.5',
    registerCode: `3120330212${registered.slice(0, 4)}${registered.slice(5, 7)}0009`,
    useCertNo: `梯12浙B01377(${registered.slice(2, 4)})`,
    unitInternalNo: '1号货梯',
    usePlace: '后勤楼货运通道',
    manufacturer: '宁波东港电梯有限公司',
    manufacturerCode: 'T3311',
    manufactureDate: addDays(useDate, -150),
    installer: '宁波甬江电梯工程有限公司',
    useDate,
    designLifeYears: AGING_LIFT_DESIGN_LIFE,
    params: {
      ratedLoad: 2000,
      ratedSpeed: 0.5,
      floors: 5,
      stations: 5,
      doors: 5,
      liftHeight: 16.8,
      controlMode: '并联控制',
      usePlace: '宾馆酒店',
      maintenanceUnit: '宁波甬江电梯工程有限公司',
      maintenancePhone: '0574-87705512',
    },
    lastCheckInDays: -190,
    nextCheckInDays: 175,
  };
}

/** Every demo equipment file of the four enterprises, dated from `today` (yyyy-MM-dd). */
export function demoItems(today: string): DemoItem[] {
  return [...YONGLUN_ITEMS, ...YUELAN_ITEMS, agingFreightLift(today), ...HONGTAI_ITEMS, ...SIMINGSHAN_ITEMS];
}
