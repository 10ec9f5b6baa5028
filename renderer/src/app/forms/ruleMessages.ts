import i18n from '../i18n';

/**
 * The rules of `shared/schemas` explain a refusal in English, for the API's callers; the screens
 * show the same sentence in the interface language, looked up by the English text itself (the
 * `ruleMessages` namespace; a test requires an entry for every rule of the shared schemas).
 */
export function ruleMessage(message: string): string {
  return i18n.t(message, { ns: 'ruleMessages', keySeparator: false, nsSeparator: false, defaultValue: message });
}
