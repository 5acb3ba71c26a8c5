import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminPageHeader } from '../components/admin-page-header';
import { FeaturedTab } from './featured-tab';
import { RecommendedTab } from './recommended-tab';
import { TrailersTab } from './trailers-tab';

/** Home Content Manager, tabs Featured Screening, Trailers, Recommended Movies (docs/back-office.md, "Pages"). */
export default function AdminHomeContentPage() {
  return (
    <main className="page">
      <AdminPageHeader title="Home Content Manager" description="What members see on the home page." />
      <Tabs defaultValue="featured">
        <TabsList aria-label="Home content">
          <TabsTrigger value="featured">Featured Screening</TabsTrigger>
          <TabsTrigger value="trailers">Trailers</TabsTrigger>
          <TabsTrigger value="recommended">Recommended Movies</TabsTrigger>
        </TabsList>
        <TabsContent value="featured">
          <FeaturedTab />
        </TabsContent>
        <TabsContent value="trailers">
          <TrailersTab />
        </TabsContent>
        <TabsContent value="recommended">
          <RecommendedTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
