// What the organization route plugins are given (routes.ts registers update.ts with it).
import type { FileKit } from '../files';
import type { Services } from '../services';

export interface OrganizationRouteOptions extends Services, FileKit {}
