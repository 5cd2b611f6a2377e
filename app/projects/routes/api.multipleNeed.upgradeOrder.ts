/** POST multipleNeed upgradeOrder: as need/manage upgrade. */
export { action } from './api.need.manage.upgrade';
