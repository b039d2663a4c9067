import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The customer-service 'Contact Us' page and its endpoint (SPEC 2.11), keyed by the name the
 * config block gives the widget (urls.contactUs). The page is GET, the message POST, at one path.
 */
export const CONTACT_US_URLS = endpointPaths('contactUs');
