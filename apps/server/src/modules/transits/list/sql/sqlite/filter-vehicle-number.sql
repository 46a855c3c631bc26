-- filter vehicle_number alone
-- parameters: [7,"{number} : \"kr 12\"",7,7,7,"{number} : \"kr 12\"",7,7,"{vehicle semitrailer} : \"kr 12\"",7,7,10,0]
with matching as materialized (
  select *
  from (
    select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
    from "transit_carriers" as "c"
    where ("c"."company_id" = ?
      and "c"."vehicle_id" in (
        select "v"."id"
        from "vehicles" as "v"
        where "v"."id" in (
          select rowid & 4294967295
          from "vehicles_text"
          where "vehicles_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)))
    union
    select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
    from "transit_carriers" as "c"
    where ("c"."company_id" = ?
      and "c"."semitrailer_id" in (
        select "v"."id"
        from "vehicles" as "v"
        where "v"."id" in (
          select rowid & 4294967295
          from "vehicles_text"
          where "vehicles_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)))
    union
    select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
    from "transit_carriers" as "c"
    where "c"."id" in (
      select rowid & 4294967295
      from "transit_carriers_text"
      where "transit_carriers_text" match ?
      and rowid between cast(? as integer) * 4294967296
      and cast(? as integer) * 4294967296 + 4294967295)) as "source_0")
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
