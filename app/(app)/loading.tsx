import { PageSkeleton } from "@/components/ui/page-skeleton";

// While the next page renders on the server (its first rows or record included), the shell
// stays and this takes the page's place at once.
export default function Loading() {
  return <PageSkeleton blocks={[12, 96]} />;
}
