import { rescueFormPath, rescueViewPath } from '../../routes/paths';
import type { RegistrationKind } from '../../ui/service-application';

/** Rescue registrations among the registrations: their word and pages. */
export const RESCUE_KIND: RegistrationKind = { refType: 'rescue-registration', testWord: 'rescue', paths: { form: rescueFormPath, view: rescueViewPath } };
