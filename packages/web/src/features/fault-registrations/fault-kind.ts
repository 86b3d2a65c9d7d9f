import { pathById } from '../../routes/path-of';
import type { RegistrationKind } from '../../ui/service-application';

/** Fault registrations among the registrations: their word and pages. */
export const FAULT_KIND: RegistrationKind = { refType: 'fault-registration', testWord: 'fault', paths: { form: pathById('fault-registration-form'), view: pathById('fault-registration-view') } };
