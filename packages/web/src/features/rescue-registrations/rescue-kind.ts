import { pathById } from '../../routes/path-of';
import type { RegistrationKind } from '../../ui/service-application';

/** Rescue registrations among the registrations: their word and pages. */
export const RESCUE_KIND: RegistrationKind = { refType: 'rescue-registration', testWord: 'rescue', paths: { form: pathById('rescue-registration-form'), view: pathById('rescue-registration-view') } };
