import type { ApiToken, CreatedApiToken, TokenCreatePayload } from '../../api/contract/access.js';
import { createToken, listTokens, revokeToken } from '../../api/tokens.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import type { FieldErrorClaim } from '../../connected/error-handler.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

/** The administrator's API tokens (GET /tokens); only asked for when `enabled` (administrators). */
export function useTokens(enabled: boolean) {
  const api = useApi();
  return useQuery<ApiToken[]>({ queryKey: queryKeys.tokens.list, queryFn: () => listTokens(api), staleTime: 0, enabled }, queryClient);
}

const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.tokens.all });

/** Creates a token: its errors about a field next to it; `done` gets the answer (the value, this once). */
export function useCreateToken(fields: FieldErrorClaim, done: (created: CreatedApiToken) => void) {
  const api = useApi();
  return useAdminMutation<CreatedApiToken, TokenCreatePayload>({
    mutationFn: (p) => createToken(api, p),
    fields,
    success: (created, _p, t) => ({
      title: t('common.success'),
      message: t('profile.tokens.createdToast', { name: created.name }),
    }),
    afterSuccess: (created) => {
      const { token: _value, ...listed } = created;
      queryClient.setQueryData<ApiToken[]>(queryKeys.tokens.list, (list) => [listed, ...(list ?? [])]);
      done(created);
    },
    onSettled: refresh,
  });
}

/** Revokes a token (after its confirmation); toasted with its name. */
export function useRevokeToken(done: () => void) {
  const api = useApi();
  return useAdminMutation<ApiToken, ApiToken>({
    mutationFn: (tok) => revokeToken(api, tok.id),
    success: (_d, tok, t) => ({ title: t('common.success'), message: t('profile.tokens.revokedToast', { name: tok.name }) }),
    afterSuccess: (answer) => {
      queryClient.setQueryData<ApiToken[]>(queryKeys.tokens.list, (list) => list?.map((x) => (x.id === answer.id ? answer : x)));
      done();
    },
    onSettled: refresh,
  });
}
