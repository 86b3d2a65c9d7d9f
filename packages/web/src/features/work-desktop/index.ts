export { WorkDesktopPage } from './work-desktop-page';
