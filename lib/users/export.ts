import "server-only";

import { getDb } from "@/lib/db";
import { userListParams } from "@/lib/users/list";
import type { PublicUser } from "@/lib/auth/schemas";
import { listUsers } from "@/lib/auth/users";

import { exportSource } from "@/lib/exports/source";

// GET /api/exports/users: the users page's search, from our own database (admin).
export const usersExport = exportSource<PublicUser>({
  list: "users",
  upstream: false,
  async prepare({ params, t }) {
    const { q } = userListParams.parse(params);
    const db = await getDb();
    return {
      columns: [
        { header: t("admin.users.columns.name"), value: (u) => u.name },
        { header: t("admin.users.columns.email"), value: (u) => u.email },
        { header: t("admin.users.columns.role"), value: (u) => t(`common.roles.${u.role}`) },
        {
          header: t("admin.users.columns.status"),
          value: (u) => t(u.disabled ? "admin.users.status.disabled" : "admin.users.status.active"),
        },
        { header: t("admin.users.columns.created"), value: (u) => u.createdAt },
      ],
      read: (page, pageSize) => listUsers(db, { q, page, pageSize }),
    };
  },
});
