import { beforeAll, describe, expect, it } from "vitest";

import { clientsFor, environments, type Who } from "./environments";
import { contractBody, daysFromToday, prepareFixtures, type Fixtures } from "./fixtures";
import type { Client } from "./http";
import { serviceControl } from "./service";

// The dashboard's own records of what went through the mirror: the audit log (every mutation
// and deed search, failures included, with the request id) and the contract register.

type Audit = {
  action: string;
  userEmail: string;
  role: string;
  targetType: string;
  targetId: string | null;
  status: number;
  requestId: string;
  names?: { user?: string; unit?: { unit_number: string; property_name: string } };
};
type Register = {
  id: number;
  unit_id: string;
  known_unit?: { unit_number: string; property_name: string; document_number: string } | null;
  status: string;
  end_date: string | null;
  deleted: boolean;
};

describe.each(environments())("audit log and contract register on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let f: Fixtures;
  let as: Record<Who, Client>;

  beforeAll(async () => {
    f = await prepareFixtures(env.serviceUrl, { freeCount: 1, contractCount: 0 });
    as = await clientsFor(env.dashboardUrl);
  });

  async function auditFor(requestId: string | null, action = ""): Promise<Audit | undefined> {
    const filter = action ? `&action=${action}` : "";
    const res = await as.admin.get(`/api/audit?pageSize=100${filter}`);
    expect(res.status, res.text).toBe(200);
    return (res.json as { data: Audit[] }).data.find((a) => a.requestId === requestId);
  }

  async function registered(id: number): Promise<Register | undefined> {
    const res = await as.admin.get(`/api/contracts?includeDeleted=true&pageSize=100`);
    expect(res.status, res.text).toBe(200);
    return (res.json as { data: Register[] }).data.find((c) => c.id === id);
  }

  it("create, update and delete of a contract are audited and kept in the register", async () => {
    // The wizard sends the chosen unit's property: the register learns its name from upstream.
    const unitId = f.freeUnits[0]!;
    const property = f.properties.find((p) => p.units.some((u) => u.id === unitId))!;
    const unit = property.units.find((u) => u.id === unitId)!;
    const created = await as.manager.request("POST", "/api/v1/contracts", {
      ...contractBody(unitId, f.partyIds),
      unit_document_number: property.document_number,
    });
    expect(created.status, created.text).toBe(200);
    const contract = (created.json as { data: { id: number; unit_id: string } }).data;
    expect(await auditFor(created.headers.get("x-request-id"), "contract.create")).toMatchObject({
      action: "contract.create",
      userEmail: "manager@demo.test",
      role: "manager",
      targetType: "contract",
      targetId: String(contract.id),
      status: 200,
    });
    expect(await registered(contract.id)).toMatchObject({
      unit_id: String(f.freeUnits[0]),
      status: "active",
      deleted: false,
      known_unit: {
        unit_number: unit.unit_number,
        property_name: property.property_name,
        document_number: property.document_number,
      },
    });
    // The audit log names the person and the contract's unit, on the server.
    const audited = await auditFor(created.headers.get("x-request-id"), "contract.create");
    expect(audited?.names?.user).toBeTruthy();
    expect(audited?.names?.unit).toMatchObject({
      unit_number: unit.unit_number,
      property_name: property.property_name,
    });

    const endDate = daysFromToday(450);
    const updated = await as.admin.request("PUT", `/api/v1/contracts/${contract.id}`, {
      end_date: endDate,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await registered(contract.id)).toMatchObject({ end_date: endDate });
    expect(await auditFor(updated.headers.get("x-request-id"), "contract.update")).toMatchObject({
      action: "contract.update",
      role: "admin",
      status: 200,
    });

    const deleted = await as.manager.request("DELETE", `/api/v1/contracts/${contract.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    // Upstream terminates an active contract; the register keeps that state and flags it.
    expect(await registered(contract.id)).toMatchObject({ deleted: true, status: "terminated" });
    expect(await auditFor(deleted.headers.get("x-request-id"), "contract.delete")).toMatchObject({
      action: "contract.delete",
      targetId: String(contract.id),
      status: 200,
    });
  });

  it("failed mutations and deed searches are audited with the status the person got", async () => {
    const missing = await as.manager.request("PUT", "/api/v1/units/99999999", {
      unit_number: "X",
      floor_number: 1,
      rooms: 1,
      unit_usage: "residential_singles",
      unit_type: "studio",
    });
    expect(missing.status).toBe(404);
    expect(await auditFor(missing.headers.get("x-request-id"), "unit.update")).toMatchObject({
      action: "unit.update",
      targetId: "99999999",
      status: 404,
    });

    await service.setFaults({ forceStatus: { status: 503, count: 1, pathPrefix: "/tenant/v1" } });
    const deed = Number(f.properties[0]!.document_number);
    const search = await as.admin.request("POST", "/api/v1/properties/search-deed", {
      deed_id: deed,
    });
    await service.resetFaults();
    expect(search.status).toBe(502);
    expect(await auditFor(search.headers.get("x-request-id"), "deed.search")).toMatchObject({
      action: "deed.search",
      targetType: "deed",
      targetId: String(deed),
      status: 502,
    });

    const found = await as.admin.request("POST", "/api/v1/properties/search-deed", {
      deed_id: deed,
    });
    expect(found.status).toBe(200);
    expect(await auditFor(found.headers.get("x-request-id"), "deed.search")).toMatchObject({
      status: 200,
    });
  });

  it("reads are not audited", async () => {
    const read = await as.support.get("/api/v1/regions");
    expect(read.status).toBe(200);
    expect(await auditFor(read.headers.get("x-request-id"))).toBeUndefined();
  });
});
