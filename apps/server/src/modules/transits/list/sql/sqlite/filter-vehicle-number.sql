-- filter vehicle_number alone
-- parameters: [7,7,"{number} : \"kr 12\"",7,7,7,"{number} : \"kr 12\"",7,7,"{vehicle semitrailer} : \"kr 12\"",7,7,7,7,"{number} : \"kr 12\"",7,7,7,"{number} : \"kr 12\"",7,7,"{vehicle semitrailer} : \"kr 12\"",7,7,10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = ?
        and "transit_carriers"."vehicle_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where "v"."id" in (
            select rowid & 4294967295
            from "vehicles_text"
            where "vehicles_text" match ?
            and rowid between ? * 4294967296
            and ? * 4294967296 + 4294967295)))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = ?
        and "transit_carriers"."semitrailer_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where "v"."id" in (
            select rowid & 4294967295
            from "vehicles_text"
            where "vehicles_text" match ?
            and rowid between ? * 4294967296
            and ? * 4294967296 + 4294967295)))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where "transit_carriers"."id" in (
        select rowid & 4294967295
        from "transit_carriers_text"
        where "transit_carriers_text" match ?
        and rowid between ? * 4294967296
        and ? * 4294967296 + 4294967295)))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = ?
        and "transit_carriers"."vehicle_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where "v"."id" in (
            select rowid & 4294967295
            from "vehicles_text"
            where "vehicles_text" match ?
            and rowid between ? * 4294967296
            and ? * 4294967296 + 4294967295)))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = ?
        and "transit_carriers"."semitrailer_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where "v"."id" in (
            select rowid & 4294967295
            from "vehicles_text"
            where "vehicles_text" match ?
            and rowid between ? * 4294967296
            and ? * 4294967296 + 4294967295)))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where "transit_carriers"."id" in (
        select rowid & 4294967295
        from "transit_carriers_text"
        where "transit_carriers_text" match ?
        and rowid between ? * 4294967296
        and ? * 4294967296 + 4294967295)))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
