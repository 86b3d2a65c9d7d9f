import { faultFormPath, faultViewPath } from '../../routes/paths';
import type { RegistrationKind } from '../../ui/service-application';

/** Fault registrations among the registrations: their word and pages. */
export const FAULT_KIND: RegistrationKind = { refType: 'fault-registration', testWord: 'fault', paths: { form: faultFormPath, view: faultViewPath } };
