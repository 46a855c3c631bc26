-- cursor paging, first page
-- parameters: [7,7,11]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where "transits"."company_id" = ?) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where "transits"."company_id" = ?
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
