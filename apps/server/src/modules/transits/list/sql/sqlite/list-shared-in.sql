-- transits shared in by other companies (SQLite reads their ids first: 501, 502)
-- parameters: ["{town address place} : \"gdańsk\"",7,7,501,502,"%gdańsk%","%gdańsk%","%gdańsk%",7,501,502,10,0]
with matching as materialized (
  select *
  from (
    select transits.id, transits.created_at
    from (
      select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
      from "transit_places" as "p"
      where ("p"."id" in (
          select rowid & 2147483647
          from "transit_places_text"
          where "transit_places_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 2147483647)
        or ("p"."transit_id" in (?, ?)
          and (lower("p"."town") like ? escape '\'
            or lower("p"."address") like ? escape '\'
            or lower("p"."place") like ? escape '\')))
      and "p"."kind" = 'loading') as k
    cross
    join transits
    where transits.id = k.id
    and ("transits"."company_id" = ?
      or "transits"."id" in (?, ?))) as "source_0")
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
