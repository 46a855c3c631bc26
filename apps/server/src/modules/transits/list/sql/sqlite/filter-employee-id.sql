-- filter employee_id alone
-- parameters: [7,42,7,42,7,42,10,0]
with matching as materialized (
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where ("transits"."company_id" = ?
      and ("transits"."sender_employee_id" = ?
        or "transits"."id" in (
          select "r"."transit_id" as "id"
          from "transit_receivers" as "r"
          where "r"."company_id" = ?
          and "r"."employee_id" = ?
          union
          select "c"."transit_id" as "id"
          from "transit_carriers" as "c"
          where "c"."company_id" = ?
          and "c"."employee_id" = ?)))) as "source_0")
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
