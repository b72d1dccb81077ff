import { MP_PAGES } from '@jc/contract/rules';
import { webViewPage } from '../../lib/web-page';

/** index/home: a web-view of its H5 route (contract h5RouteOf; docs/native.md, "The address mapping"). */
webViewPage(MP_PAGES.home);
