/** What other modules use of the downloads: the resource rows and their answer shape. */
export { resources, toResource } from './resources.js';
