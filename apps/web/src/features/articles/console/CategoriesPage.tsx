import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminArticleEndpoints, articleEndpoints, type ArticleCategory } from '@jc/contract';
import { CategoryTable, ConsolePage } from '@/console-kit';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** 征文类别: the categories contests are filed under (the pupils' tabs of the essay page). */
export default function CategoriesPage() {
  const queryClient = useQueryClient();
  const query = useQuery(endpointQuery(adminArticleEndpoints.categories));
  const save = useMutation({
    mutationFn: (input: { id?: number; name: string }) => api.call(adminArticleEndpoints.saveCategory, input),
    onSuccess: () =>
      Promise.all(
        [adminArticleEndpoints.categories, articleEndpoints.categories].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
  return (
    <ConsolePage title="征文类别" description="征文活动的类别，即征文页面上的分类标签；改名后立即生效。">
      <CategoryTable<ArticleCategory>
        query={query}
        noun="类别"
        maxLength={10}
        columns={[{ title: '进行中的活动', dataIndex: 'openCount', width: 140 }]}
        onSave={(values) => save.mutateAsync(values)}
      />
    </ConsolePage>
  );
}
