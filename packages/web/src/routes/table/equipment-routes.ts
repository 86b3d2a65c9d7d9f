import { ACCESS, type CategorySlug } from '@portal/contract';
import type { RouteDef } from '../route-types';

const view = ACCESS.equipmentView;

/** Equipment files, one hidden detail page per category of the catalogue. */
const DETAIL_PAGES: ReadonlyArray<[CategorySlug, string, string]> = [
  ['boiler', '锅炉档案', 'Boiler file'],
  ['pressureVessel', '压力容器档案', 'Pressure vessel file'],
  ['elevator', '电梯档案', 'Elevator file'],
  ['hoistingMachinery', '起重机械档案', 'Hoisting machinery file'],
  ['fieldMotorVehicles', '场(厂)内专用机动车辆档案', 'Field motor vehicle file'],
  ['majorAmusementFacilities', '大型游乐设施档案', 'Amusement facility file'],
  ['pressurePiping', '压力管道元件档案', 'Piping component file'],
  ['pressurePipeline', '压力管道档案', 'Pressure pipeline file'],
  ['passengerRopeway', '客运索道档案', 'Passenger ropeway file'],
];

export const equipmentRoutes: RouteDef = {
  path: '/equipment',
  name: 'equipment',
  title: '设备管理',
  titleEn: 'Equipment',
  icon: 'server',
  redirect: '/equipment/overview',
  children: [
    { path: 'overview', name: 'equipment-overview', title: '设备概况', titleEn: 'Overview', access: view },
    { path: 'query-comprehensive', name: 'query-comprehensive', title: '设备综合查询', titleEn: 'Comprehensive query', access: view },
    { path: 'query-timeout', name: 'query-timeout', title: '超期未检设备', titleEn: 'Overdue equipment', access: view },
    { path: 'query-fault', name: 'query-fault', title: '检验不合格设备', titleEn: 'Unqualified equipment', access: view },
    { path: 'query-non-use', name: 'query-non-use', title: '停用设备', titleEn: 'Equipment not in use', access: view },
    { path: 'query-about-expire', name: 'query-about-expire', title: '即将到期设备', titleEn: 'About to expire', access: view },
    { path: 'query-detectDueList', name: 'query-detectDueList', title: '检验即将超期', titleEn: 'Inspection due soon', access: view },
    { path: 'query-detectExtendedList', name: 'query-detectExtendedList', title: '检验已超期', titleEn: 'Inspection overdue', access: view },
    { path: 'query-payload-time', name: 'query-payload-time', title: '载荷试验年限', titleEn: 'Load test years', access: view },
    { path: 'query-pressure-piping', name: 'query-pressure-piping', title: '压力管道查询', titleEn: 'Pressure piping', access: view },
    {
      path: 'equip-pressure-pipeline-maintain',
      name: 'equip-pressure-pipeline-maintain',
      title: '管道自行维护',
      titleEn: 'Pipeline self-maintenance',
      access: ACCESS.pipelineMaintain,
    },
    {
      path: 'device-info-new',
      name: 'device-info-new',
      title: '设备信息编辑',
      titleEn: 'Edit equipment',
      access: ACCESS.equipmentEdit,
      meta: { hideInMenu: true, notCache: true },
    },
    {
      path: 'pipeline-info-new',
      name: 'pipeline-info-new',
      title: '管道信息编辑',
      titleEn: 'Edit pipeline',
      access: ACCESS.equipmentEdit,
      meta: { hideInMenu: true, notCache: true },
    },
    ...DETAIL_PAGES.map(
      ([category, title, titleEn]): RouteDef => ({
        path: `detail/${category}`,
        name: `detail-${category}`,
        title,
        titleEn,
        access: view,
        meta: { hideInMenu: true },
      }),
    ),
    // Hidden duplicates: the inspection forms opened from an equipment list keep the
    // equipment group in the breadcrumb.
    {
      path: 'online-apply-form',
      name: 'equipment-online-apply-form',
      title: '定期检验申请',
      titleEn: 'Periodic inspection application',
      access: ACCESS.inspectionApply,
      meta: { hideInMenu: true, notCache: true },
    },
    {
      path: 'online-apply-form-JJ',
      name: 'equipment-online-apply-form-JJ',
      title: '首次检验申请',
      titleEn: 'First inspection application',
      access: ACCESS.inspectionApply,
      meta: { hideInMenu: true, notCache: true },
    },
  ],
};
