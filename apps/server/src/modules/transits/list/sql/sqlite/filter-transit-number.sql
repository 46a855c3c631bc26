-- filter transit_number alone
-- parameters: ["{transit_number} : \"2026/00\"",7,7,10,0]
with matching as materialized (
  select *
  from (
    select "n"."id" as "id", "n"."created_at" as "created_at"
    from "transits" as "n"
    where "n"."id" in (
      select rowid & 4294967295
      from "transits_text"
      where "transits_text" match ?
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
