// The UI primitives. Import from "@/components/ui".
export { Badge, badgeVariants } from "./badge";
export { Button, buttonVariants, type ButtonProps } from "./button";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
export { cn } from "./cn";
export { ConfirmDialog } from "./confirm-dialog";
export { DataTable } from "./data-table";
export { DataTableToolbar } from "./data-table-toolbar";
export { ExportMenu } from "./export-menu";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
export { EmptyState } from "./empty-state";
export { ErrorState } from "./error-state";
export { FormField } from "./form-field";
export { CodeInput, controlClass, Input, Textarea } from "./input";
export { Label } from "./label";
export { Amount, DateText, DateTimeText, Num } from "./formatted";
export { Ltr } from "./ltr";
export { PageHeader } from "./page-header";
export { Pagination } from "./pagination";
export { Select } from "./select";
export { Skeleton } from "./skeleton";
export { toast, Toaster } from "./toaster";
export { ChoiceList } from "./choice-list";
export { ContractStatusBadge } from "./contract-status-badge";
export { DescriptionList } from "./description-list";
export { FormRootError } from "./form-root-error";
export { toNumberOrUndefined } from "./number-value";
export { PageSkeleton } from "./page-skeleton";
export { SearchInput } from "./search-input";
export { sortParamToState, sortStateToParam } from "./sort-param";
export { useDebouncedCallback } from "./use-debounced-callback";
export { useUnsavedChanges } from "./use-unsaved-changes";
export { useUrlState } from "./use-url-state";
export { Checkbox } from "./checkbox";
export { Tooltip } from "./tooltip";
