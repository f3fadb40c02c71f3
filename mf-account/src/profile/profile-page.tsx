import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, MESSAGES, QUERY_KEYS, USER_MESSAGES, type User } from 'shared-contracts';
import type { ProfileUpdatePayload } from 'shared-contracts/schemas';
import { apiErrorMessage, authApi, storeDisplayedUser, storeRenewedToken, usersApi } from 'store-runtime';
import forms from 'store-ui/forms.module.css';
import { notify } from '../ui/notify';
import page from '../ui/page.module.css';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/** The account page (product rules §2): the profile, and a form to change it. */
export default function ProfilePage() {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: QUERY_KEYS.me, queryFn: () => authApi.me(), select: (data) => data.user });
  const [editing, setEditing] = useState(false);

  const update = useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => usersApi.updateProfile(payload),
    onSuccess: ({ user, token }) => {
      // A new email or username ended every other session; this one goes on with the new token.
      if (token) storeRenewedToken(token);
      queryClient.setQueryData(QUERY_KEYS.me, { user });
      // The header shows the stored username.
      storeDisplayedUser(user);
      notify.success(MESSAGES.profileUpdated);
      setEditing(false);
    },
    onError: () => notify.error(MESSAGES.updateFailed),
  });

  return (
    <section aria-labelledby="profile-title">
      <div className={page.header}>
        <div>
          <h1 id="profile-title" className={page.title}>
            Account details
          </h1>
          <p className={page.lead}>Your name, email and phone number.</p>
        </div>
        {me.isSuccess && !editing && (
          <button type="button" className={forms.button} onClick={() => setEditing(true)}>
            Edit profile
          </button>
        )}
      </div>

      {me.isPending && (
        <p role="status" className={page.state}>
          Loading your profile…
        </p>
      )}
      {me.isError && (
        <div role="alert" className={page.state}>
          <p>Your profile could not be loaded.</p>
          <p>
            <button type="button" className={forms.secondary} onClick={() => me.refetch()}>
              {MESSAGES.tryAgain}
            </button>
          </p>
        </div>
      )}
      {me.isSuccess && !editing && <ProfileView user={me.data} />}
      {me.isSuccess && editing && (
        <div className={`${page.panel} ${page.narrow}`}>
          <ProfileForm
            user={me.data}
            busy={update.isPending}
            passwordError={passwordErrorOf(update.error)}
            onSave={(payload) => update.mutate(payload)}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
    </section>
  );
}

/** The server's answer about the current password, for that field; any other failure is only the toast. */
function passwordErrorOf(error: unknown): string | undefined {
  const message = error ? apiErrorMessage(error, '') : '';
  return message === USER_MESSAGES.wrongCurrentPassword || message === USER_MESSAGES.currentPasswordNeeded
    ? message
    : undefined;
}

function ProfileView({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['Username', user.username],
    ['Email', user.email],
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Mobile', user.mobile || '—'],
    ['Date of birth', formatDate(user.dob)],
  ];
  return (
    <dl className={`${page.panel} ${styles.details}`}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
