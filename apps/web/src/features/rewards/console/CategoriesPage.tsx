import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRewardEndpoints, rewardEndpoints, type RewardCategory } from '@jc/contract';
import { CategoryTable, ConsolePage } from '@/console-kit';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** 纠错类型: the error kinds a pupil picks when reporting a mistake in a book. */
export default function CategoriesPage() {
  const queryClient = useQueryClient();
  const query = useQuery(endpointQuery(adminRewardEndpoints.categories));
  const save = useMutation({
    mutationFn: (input: { id?: number; name: string }) => api.call(adminRewardEndpoints.saveCategory, input),
    onSuccess: () =>
      Promise.all(
        [adminRewardEndpoints.categories, rewardEndpoints.categories].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
  return (
    <ConsolePage title="纠错类型" description="用户提交纠错时选择的错误类型；改名后立即生效。">
      <CategoryTable<RewardCategory>
        query={query}
        noun="类型"
        maxLength={10}
        onSave={(values) => save.mutateAsync(values)}
      />
    </ConsolePage>
  );
}
