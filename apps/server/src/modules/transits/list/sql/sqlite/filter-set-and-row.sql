-- a place filter and the status: the status tested on the places' copy, no transit read
-- parameters: ["{town address place} : \"gdańsk\"",7,7,"running","pending","2026-03-10",10,0]
with matching as materialized (
  select *
  from (
    select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
    from "transit_places" as "p"
    where "p"."id" in (
      select rowid & 2147483647
      from "transit_places_text"
      where "transit_places_text" match ?
      and rowid between cast(? as integer) * 4294967296
      and cast(? as integer) * 4294967296 + 2147483647)
    and "p"."kind" = 'loading'
    and ("p"."transit_status" = ?
      or ("p"."transit_status" = ?
        and "p"."transit_loading_date" <= ?))) as "source_0")
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
