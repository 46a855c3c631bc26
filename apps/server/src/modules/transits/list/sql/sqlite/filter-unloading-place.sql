-- filter unloading_place alone
-- parameters: [7,"{town address place} : \"berlin\"",7,7,"unloading",7,"{town address place} : \"berlin\"",7,7,"unloading",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where "p"."id" in (
        select rowid & 4294967295
        from "transit_places_text"
        where "transit_places_text" match ?
        and rowid between ? * 4294967296
        and ? * 4294967296 + 4294967295)
      and "p"."kind" = ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where "p"."id" in (
        select rowid & 4294967295
        from "transit_places_text"
        where "transit_places_text" match ?
        and rowid between ? * 4294967296
        and ? * 4294967296 + 4294967295)
      and "p"."kind" = ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
