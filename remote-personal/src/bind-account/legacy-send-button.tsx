import { notify, useTranslation } from '@exchange/shared';
import { PERSONAL_PATH } from '@exchange/shared/contract/personal';
import type { ReactElement } from 'react';
import { CodeSendButton } from '../common/code-send-button';
import { postLegacy } from '../common/personal-api';

/**
 * The send-code button of bind e-mail: sends through the legacy `api/sms_mail { user_string }`,
 * which answers `{ type, message }` instead of the envelope: `ok` starts the countdown, `error`
 * shows the message.
 */
export const LegacySendButton = ({
  email,
  validate,
}: {
  email: string;
  /** Checks the address first: a translated error, or null to go on. */
  validate: () => string | null;
}): ReactElement => {
  const { t } = useTranslation('common');
  const send = async (): Promise<boolean> => {
    const problem = validate();
    if (problem) {
      notify.error(problem);
      return false;
    }
    const answer = await postLegacy(PERSONAL_PATH.bindEmailSendCode, { user_string: email });
    if (!answer) return false;
    if (answer.type === 'ok') {
      if (answer.message) notify.success(answer.message);
      return true;
    }
    notify.error(answer.message || t('serverError'));
    return false;
  };
  return <CodeSendButton send={send} />;
};
