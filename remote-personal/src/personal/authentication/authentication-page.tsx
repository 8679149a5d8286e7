import {
  ImageUploadField,
  LoadFailed,
  LoadingRows,
  PageCard,
  useFormSubmit,
} from '@exchange/shared/area-kit';
import { refreshUserInfo, useRequest, useTranslation } from '@exchange/shared';
import { REVIEW_STATUS, type RealNameCenter } from '@exchange/shared/contract/personal';
import { Alert, AlertTitle, Box, Button, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { personalApi } from '../../common/personal-api';
import { FORM_TEXTS, validateRealName, type ErrorKey } from '../../common/rules';

/** The real-name form: name, ID number, front and back required, hand-held photo optional. */
const RealNameForm = ({ onSubmitted }: { onSubmitted: () => void }): ReactElement => {
  const { t } = useTranslation('personal');
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [hand, setHand] = useState('');
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('identity.formTitle')}
      data-testid="real-name-form"
      onSubmit={form.submitWith(
        () => validateRealName({ name, cardId, front, back }),
        async () => {
          await personalApi.submitRealName({
            name: name.trim(),
            card_id: cardId.trim(),
            front_pic: front,
            reverse_pic: back,
            ...(hand ? { hand_pic: hand } : {}),
          });
          onSubmitted();
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
    >
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('identity.name')}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.invalid === 'idName'}
          autoComplete="name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          label={t('identity.cardId')}
          name="card_id"
          value={cardId}
          onChange={(event) => setCardId(event.target.value)}
          error={form.invalid === 'idNumber'}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.25,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <ImageUploadField
          label={t('identity.front')}
          value={front}
          onChange={setFront}
          error={form.invalid === 'frontImage'}
          testId="front-upload"
          upload={personalApi.uploadImage}
        />
        <ImageUploadField
          label={t('identity.back')}
          value={back}
          onChange={setBack}
          error={form.invalid === 'backImage'}
          testId="back-upload"
          upload={personalApi.uploadImage}
        />
        <ImageUploadField
          label={t('identity.hand')}
          value={hand}
          onChange={setHand}
          optional
          testId="hand-upload"
          upload={personalApi.uploadImage}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disableElevation loading={form.busy}>
          {t('identity.submit')}
        </Button>
      </Box>
    </Box>
  );
};

/** The view of each review status: form (0), under review (1), verified (2), rejected (3). */
const ReviewView = ({
  center,
  onSubmitted,
}: {
  center: RealNameCenter;
  onSubmitted: () => void;
}): ReactElement => {
  const { t } = useTranslation('personal');
  const [again, setAgain] = useState(false);
  if (center.review_status === REVIEW_STATUS.reviewing) {
    return (
      <Alert severity="info" data-testid="identity-reviewing">
        <AlertTitle>{t('identity.reviewingTitle')}</AlertTitle>
        {t('identity.reviewingText')}
      </Alert>
    );
  }
  if (center.review_status === REVIEW_STATUS.verified) {
    return (
      <Alert severity="success" data-testid="identity-verified">
        <AlertTitle>{t('identity.verifiedTitle')}</AlertTitle>
        <Typography variant="body2">
          {t('identity.verifiedText', { name: center.name, cardId: center.card_id })}
        </Typography>
      </Alert>
    );
  }
  if (center.review_status === REVIEW_STATUS.rejected && !again) {
    return (
      <Alert
        severity="warning"
        data-testid="identity-rejected"
        action={
          <Button color="inherit" size="small" onClick={() => setAgain(true)}>
            {t('identity.again')}
          </Button>
        }
      >
        <AlertTitle>{t('identity.rejectedTitle')}</AlertTitle>
        {t('identity.rejectedText', { reason: center.reason || t('identity.noReason') })}
      </Alert>
    );
  }
  return <RealNameForm onSubmitted={onSubmitted} />;
};

/** /personal/authentication: real-name form, or the state of the last request (`user_real/center`). */
export const AuthenticationPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const center = useRequest(() => personalApi.realCenter(), []);
  const submitted = (): void => {
    center.reload();
    // The review status is part of the user info (security bar, settings): refresh it too.
    void refreshUserInfo().catch(() => undefined);
  };
  let body: ReactElement;
  if (center.data === null) {
    body =
      center.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={center.reload} />
      ) : (
        <LoadingRows rows={4} />
      );
  } else {
    body = <ReviewView center={center.data} onSubmitted={submitted} />;
  }
  return (
    <PageCard title={t('identity.title')} subtitle={t('identity.subtitle')} testId="authentication">
      {body}
    </PageCard>
  );
};
