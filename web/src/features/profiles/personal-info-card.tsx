import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Save, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_FACULTIES, STUDENT_CLASSES } from '@common/academics';
import { formatPhone, PHONE_PLACEHOLDER } from '@common/phone';
import { UpdateProfileBody, type Profile, type UpdateProfileInput } from '@common/profiles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, Input, Label, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useMessages } from '@/features/auth/messages';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateProfile } from './queries';

function ViewField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

const formValues = (profile: Profile): UpdateProfileInput => ({
  fullName: profile.fullName,
  phone: profile.phone ? formatPhone(profile.phone) : '',
  class: profile.class ?? undefined,
  faculty: profile.faculty as UpdateProfileInput['faculty'],
  school: profile.school ?? '',
});

/** Personal information: view mode, edit mode, saving, back to view on success (seed 000 section 4). */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  const { t: tAuth } = useTranslation('auth');
  const format = useFormat();
  const { translate, describeError } = useMessages();
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileBody>({ resolver: zodResolver(UpdateProfileBody), defaultValues: formValues(profile) });
  const { errors } = form.formState;
  const studentClass = useWatch({ control: form.control, name: 'class' });
  // A faculty chosen at sign-up (education, law) stays selectable even though the profile lists four.
  const faculties = [...new Set([...PROFILE_FACULTIES, ...(profile.faculty ? [profile.faculty] : [])])];

  useEffect(() => {
    if (!isEditing) form.reset(formValues(profile));
  }, [form, profile, isEditing]);
  useEffect(() => {
    if (studentClass !== '12') form.setValue('faculty', null);
  }, [form, studentClass]);

  const onSubmit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t('personal.updated'));
        setEditing(false);
      },
      onError: (error) => toast.error(describeError(error, t('personal.updateFailed'))),
    }),
  );

  const classLabel = profile.class ? tAuth(`classes.${profile.class}`) : t('personal.notSet');
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('personal.title')}</CardTitle>
        {isEditing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil />
            {t('personal.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="profile-fullName">{tAuth('fields.fullName')}</Label>
                <Input id="profile-fullName" autoComplete="name" aria-invalid={!!errors.fullName} {...form.register('fullName')} />
                <FieldError>{translate(errors.fullName?.message)}</FieldError>
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-email">{tAuth('fields.email')}</Label>
                <Input id="profile-email" value={profile.email} readOnly disabled aria-describedby="profile-email-hint" />
                <p id="profile-email-hint" className="text-xs text-muted-foreground">
                  {t('personal.emailFixed')}
                </p>
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-phone">{tAuth('fields.phone')}</Label>
                <Input id="profile-phone" type="tel" inputMode="tel" placeholder={PHONE_PLACEHOLDER} aria-invalid={!!errors.phone} {...form.register('phone')} />
                <FieldError>{translate(errors.phone?.message)}</FieldError>
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-school">{tAuth('fields.school')}</Label>
                <Input id="profile-school" autoComplete="organization" {...form.register('school')} />
                <FieldError>{translate(errors.school?.message)}</FieldError>
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-class">{tAuth('fields.class')}</Label>
                <NativeSelect id="profile-class" {...form.register('class', { setValueAs: (value: string) => (value ? value : undefined) })}>
                  <option value="">{tAuth('fields.selectClass')}</option>
                  {STUDENT_CLASSES.map((value) => (
                    <option key={value} value={value}>
                      {tAuth(`classes.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-faculty">{tAuth('fields.faculty')}</Label>
                <NativeSelect
                  id="profile-faculty"
                  disabled={studentClass !== '12'}
                  {...form.register('faculty', { setValueAs: (value: string | null) => (value ? value : null) })}
                >
                  <option value="">{tAuth('fields.selectFaculty')}</option>
                  {faculties.map((value) => (
                    <option key={value} value={value}>
                      {tAuth(`faculties.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError>{translate(errors.faculty?.message)}</FieldError>
              </div>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={update.isPending}>
                <X />
                {t('personal.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                <Save />
                {update.isPending ? t('personal.saving') : t('personal.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <ViewField label={tAuth('fields.fullName')}>{profile.fullName}</ViewField>
            <ViewField label={tAuth('fields.email')}>{profile.email}</ViewField>
            <ViewField label={tAuth('fields.phone')}>{profile.phone ? format.digits(formatPhone(profile.phone)) : t('personal.notSet')}</ViewField>
            <ViewField label={tAuth('fields.school')}>{profile.school ?? t('personal.notSet')}</ViewField>
            <ViewField label={tAuth('fields.class')}>{classLabel}</ViewField>
            {profile.class === '12' ? (
              <ViewField label={tAuth('fields.faculty')}>{profile.faculty ? tAuth(`faculties.${profile.faculty}`) : t('personal.notSet')}</ViewField>
            ) : null}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
