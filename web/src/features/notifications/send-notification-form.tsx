import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  SendNotificationBody,
  type NotificationRecipient,
  type SendNotificationInput,
} from '@common/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { fromNepalInputValue, toNepalInputValue } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { RecipientPicker } from './recipient-picker';
import { useSendNotification } from './queries';

const EMPTY: SendNotificationInput = { title: '', message: '', type: 'info', targetAudience: 'all', targetUserId: null, expiresAt: null };

/** The admin's send form (seed 001 section 5), validated with the server's own schema. */
export function SendNotificationForm() {
  const { t } = useTranslation('notifications');
  const ids = { title: useId(), message: useId(), type: useId(), audience: useId(), expires: useId(), fillIn: useId(), user: useId() };
  const send = useSendNotification();
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null);
  const form = useForm<SendNotificationInput, unknown, SendNotificationBody>({ resolver: zodResolver(SendNotificationBody), defaultValues: EMPTY });
  const { errors } = form.formState;
  const isMissingText = Boolean(errors.title || errors.message);
  const audience = useWatch({ control: form.control, name: 'targetAudience' });

  const submit = form.handleSubmit(
    (body) =>
      send.mutate(body, {
        onSuccess: () => {
          toast.success(t('toasts.sent'));
          form.reset(EMPTY);
          setRecipient(null);
        },
        onError: (error) => toast.error(t('toasts.sendFailed'), { description: error instanceof ApiError ? error.message : undefined }),
      }),
    (invalid) => {
      if (invalid.title || invalid.message) toast.error(t('admin.fillIn'));
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.sendTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.title}>{t('admin.titleLabel')}</Label>
            <Input
              id={ids.title}
              maxLength={NOTIFICATION_TITLE_MAX}
              placeholder={t('admin.titlePlaceholder')}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={isMissingText ? ids.fillIn : undefined}
              {...form.register('title')}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.message}>{t('admin.messageLabel')}</Label>
            <Textarea
              id={ids.message}
              rows={4}
              maxLength={NOTIFICATION_MESSAGE_MAX}
              placeholder={t('admin.messagePlaceholder')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={isMissingText ? ids.fillIn : undefined}
              {...form.register('message')}
            />
          </div>
          {isMissingText ? <FieldError id={ids.fillIn}>{t('admin.fillIn')}</FieldError> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.type}>{t('admin.typeLabel')}</Label>
              <NativeSelect id={ids.type} {...form.register('type')}>
                {NOTIFICATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.audience}>{t('admin.audienceLabel')}</Label>
              <NativeSelect id={ids.audience} {...form.register('targetAudience')}>
                {NOTIFICATION_AUDIENCES.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.audiences.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {audience === 'specific_user' ? (
            <div className="flex flex-col gap-2">
              <RecipientPicker
                value={recipient}
                onChange={(user) => {
                  setRecipient(user);
                  form.setValue('targetUserId', user?.id ?? null, { shouldValidate: form.formState.isSubmitted });
                }}
                invalid={Boolean(errors.targetUserId)}
                errorId={errors.targetUserId ? ids.user : undefined}
              />
              <FieldError id={ids.user}>{errors.targetUserId ? t('admin.chooseUser') : null}</FieldError>
            </div>
          ) : null}
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.expires}>{t('admin.expiresLabel')}</Label>
                <Input
                  id={ids.expires}
                  type="datetime-local"
                  className="min-w-0"
                  min={toNepalInputValue(new Date())}
                  value={field.value ? toNepalInputValue(field.value) : ''}
                  onChange={(event) => field.onChange(event.target.value ? fromNepalInputValue(event.target.value) : null)}
                  onBlur={field.onBlur}
                  aria-describedby={`${ids.expires}-hint`}
                />
                <p id={`${ids.expires}-hint`} className="text-xs text-muted-foreground">
                  {t('admin.expiresHint')}
                </p>
              </div>
            )}
          />
          <Button type="submit" disabled={send.isPending} className="self-start">
            <Send />
            {send.isPending ? t('admin.sending') : t('admin.send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
