-- a set filter and a row filter its rows do not copy: the transits read for it
-- parameters: [7,"{name} : \"łódź trans\"",7,7,7,"{name} : \"łódź trans\"",7,7,7,"{name} : \"łódź trans\"",7,7,7,"running","pending","2026-03-10",10,0]
with matching as materialized (
  select *
  from (
    select transits.id, transits.created_at
    from (
      select "n"."id" as "id", "n"."created_at" as "created_at"
      from "transits" as "n"
      where "n"."company_id" = ?
      and "n"."sender_client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."id" in (
          select rowid & 4294967295
          from "clients_text"
          where "clients_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295))
      union
      select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
      from "transit_receivers" as "r"
      where "r"."company_id" = ?
      and "r"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."id" in (
          select rowid & 4294967295
          from "clients_text"
          where "clients_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295))
      union
      select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
      from "transit_carriers" as "c"
      where ("c"."company_id" = ?
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."id" in (
            select rowid & 4294967295
            from "clients_text"
            where "clients_text" match ?
            and rowid between cast(? as integer) * 4294967296
            and cast(? as integer) * 4294967296 + 4294967295)))) as k
    cross
    join transits
    where transits.id = k.id
    and "transits"."company_id" = ?
    and ("transits"."status" = ?
      or ("transits"."status" = ?
        and "transits"."loading_date" <= ?))) as "source_0")
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
