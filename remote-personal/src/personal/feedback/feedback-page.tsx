import { PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { useTranslation } from '@exchange/shared';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@exchange/shared/contract/personal';
import { Box, Button } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { personalApi } from '../../common/personal-api';
import {
  charCount,
  clipChars,
  FORM_TEXTS,
  validateFeedback,
  type ErrorKey,
} from '../../common/rules';

/**
 * /personal/feedback: type, title, content (at least FEEDBACK_MIN_LENGTH characters) →
 * `feedback/submit`; the server's message ("submitted, please wait for system processing") is
 * the success toast. A sent form is emptied; a refused one keeps everything.
 */
export const FeedbackPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [type, setType] = useState<FeedbackType | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  // Code points, as the server counts them: an emoji is one character.
  const length = charCount(content.trim());
  return (
    <PageCard
      title={t('feedback.title')}
      subtitle={t('feedback.subtitle')}
      testId="feedback"
      onSubmit={form.submitWith(
        () => validateFeedback({ type, title, content }),
        async () => {
          if (type === '') return;
          await personalApi.submitFeedback({ type, title: title.trim(), content: content.trim() });
          setType('');
          setTitle('');
          setContent('');
        },
      )}
    >
      <TextField
        select
        label={t('feedback.type')}
        name="type"
        value={type}
        onChange={(event) => setType(event.target.value as FeedbackType | '')}
        error={form.invalid === 'feedbackType'}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('feedback.choose')}</option>
        {FEEDBACK_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`feedback.types.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('feedback.titleField')}
        name="title"
        value={title}
        // The limits count characters (code points); an input's maxLength would count UTF-16 units.
        onChange={(event) => setTitle(clipChars(event.target.value, FEEDBACK_TITLE_MAX))}
        error={form.invalid === 'feedbackTitle'}
        fullWidth
      />
      <TextField
        label={t('feedback.content')}
        name="content"
        value={content}
        onChange={(event) => setContent(clipChars(event.target.value, FEEDBACK_CONTENT_MAX))}
        // Enter in a multi-line field makes a new line; Ctrl/⌘ + Enter submits.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.currentTarget.closest('form')?.requestSubmit();
          }
        }}
        error={form.invalid === 'feedbackContent' || form.invalid === 'feedbackLength'}
        helperText={t('feedback.counter', { length, min: FEEDBACK_MIN_LENGTH })}
        multiline
        minRows={5}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disableElevation loading={form.busy}>
          {t('feedback.submit')}
        </Button>
      </Box>
    </PageCard>
  );
};
