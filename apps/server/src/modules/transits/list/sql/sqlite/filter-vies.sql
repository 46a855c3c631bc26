-- filter vies alone
-- parameters: [7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",10,0]
with matching as materialized (
  select *
  from (
    select "n"."id" as "id", "n"."created_at" as "created_at"
    from "transits" as "n"
    where "n"."company_id" = ?
    and "n"."sender_client_id" in (
      select "clients"."id"
      from "clients"
      where "clients"."company_id" = ?
      and clients.vies = ?)
    union
    select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
    from "transit_receivers" as "r"
    where "r"."company_id" = ?
    and "r"."client_id" in (
      select "clients"."id"
      from "clients"
      where "clients"."company_id" = ?
      and clients.vies = ?)
    union
    select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
    from "transit_carriers" as "c"
    where ("c"."company_id" = ?
      and "c"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" = ?
        and clients.vies = ?))) as "source_0")
select transits.*, (
  select count(*)
  from matching) as total, 1 = 0 as other_side
from transits
where transits.id in (
  select m.id
  from matching m
  order by m.created_at desc, m.id desc
  limit ?
  offset ?)
order by transits.created_at desc, transits.id desc;
