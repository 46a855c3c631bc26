-- filter transit_number alone
-- parameters: [7,"{transit_number} : \"2026/00\"",7,7,7,"{transit_number} : \"2026/00\"",7,7,10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select rowid & 4294967295
      from "transits_text"
      where "transits_text" match ?
      and rowid between ? * 4294967296
      and ? * 4294967296 + 4294967295))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select rowid & 4294967295
      from "transits_text"
      where "transits_text" match ?
      and rowid between ? * 4294967296
      and ? * 4294967296 + 4294967295))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
