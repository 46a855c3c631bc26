-- every filter together
-- parameters: [7,41,7,41,7,41,7,7,"łódź trans","%łódź trans%",7,7,"łódź trans","%łódź trans%",7,7,"łódź trans","%łódź trans%",7,42,7,42,7,42,7,"2026/00","%2026/00%",7,"gdańsk",7,"gdańsk",7,"gdańsk","%gdańsk%","%gdańsk%","%gdańsk%","2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","running","pending","2026-03-10",7,"berlin",7,"berlin",7,"berlin","%berlin%","%berlin%","%berlin%",7,7,"kr 12","%kr 12%",7,7,"kr 12","%kr 12%",7,"kr 12",7,"kr 12","%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"żaneta kowal",7,"żaneta kowal","%żaneta kowal%","%żaneta kowal%",7,"żaneta kowal","%żaneta kowal%",7,"2026-03-12",7,"generated",7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",7,42,7,42,7,42,7,"%2026/00%",7,"%gdańsk%","%gdańsk%","%gdańsk%","2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","running","pending","2026-03-10",7,"%berlin%","%berlin%","%berlin%",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",7,7,"2026-03-12",7,"generated",10,0]
with matching as materialized (
  select *
  from (
    select transits.id, transits.created_at
    from (
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = $1
        and "n"."sender_client_id" = $2
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = $3
        and "r"."client_id" = $4
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $5
          and "c"."client_id" = $6)) as "set_0"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = $7
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where ((tenant_trigrams("clients"."company_id", lower("clients"."name")) @> tenant_trigrams($8, $9))
            and lower("clients"."name") like $10 escape '\'))
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = $11
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where ((tenant_trigrams("clients"."company_id", lower("clients"."name")) @> tenant_trigrams($12, $13))
            and lower("clients"."name") like $14 escape '\'))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $15
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where ((tenant_trigrams("clients"."company_id", lower("clients"."name")) @> tenant_trigrams($16, $17))
              and lower("clients"."name") like $18 escape '\')))) as "set_1"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = $19
        and "n"."sender_employee_id" = $20
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = $21
        and "r"."employee_id" = $22
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $23
          and "c"."employee_id" = $24)) as "set_2"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where ((tenant_trigrams("n"."company_id", lower("n"."transit_number")) @> tenant_trigrams($25, $26))
          and lower("n"."transit_number") like $27 escape '\')) as "set_3"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where ((tenant_trigrams("p"."company_id", lower("p"."town")) @> tenant_trigrams($28, $29)
            or tenant_trigrams("p"."company_id", lower("p"."address")) @> tenant_trigrams($30, $31)
            or tenant_trigrams("p"."company_id", lower("p"."place")) @> tenant_trigrams($32, $33))
          and (lower("p"."town") like $34 escape '\'
            or lower("p"."address") like $35 escape '\'
            or lower("p"."place") like $36 escape '\'))
        and "p"."kind" = 'loading'
        and (("p"."transit_created_at" >= $37
            and "p"."transit_created_at" < $38)
          and "p"."transit_loading_date" = $39
          and ("p"."transit_status" = $40
            or ("p"."transit_status" = $41
              and "p"."transit_loading_date" <= $42)))) as "set_4"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where ((tenant_trigrams("p"."company_id", lower("p"."town")) @> tenant_trigrams($43, $44)
            or tenant_trigrams("p"."company_id", lower("p"."address")) @> tenant_trigrams($45, $46)
            or tenant_trigrams("p"."company_id", lower("p"."place")) @> tenant_trigrams($47, $48))
          and (lower("p"."town") like $49 escape '\'
            or lower("p"."address") like $50 escape '\'
            or lower("p"."place") like $51 escape '\'))
        and "p"."kind" = 'unloading') as "set_5"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $52
          and "c"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ((tenant_trigrams("v"."company_id", lower("v"."number")) @> tenant_trigrams($53, $54))
              and lower("v"."number") like $55 escape '\')))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $56
          and "c"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ((tenant_trigrams("v"."company_id", lower("v"."number")) @> tenant_trigrams($57, $58))
              and lower("v"."number") like $59 escape '\')))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ((tenant_trigrams("c"."company_id", lower("c"."vehicle_not_from_system")) @> tenant_trigrams($60, $61)
            or tenant_trigrams("c"."company_id", lower("c"."semitrailer_not_from_system")) @> tenant_trigrams($62, $63))
          and (lower("c"."vehicle_not_from_system") like $64 escape '\'
            or lower("c"."semitrailer_not_from_system") like $65 escape '\'))) as "set_6"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = $66
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $67
          and clients.vies = $68)
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = $69
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $70
          and clients.vies = $71)
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $72
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" = $73
            and clients.vies = $74))) as "set_7"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = $75
          and "c"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ((tenant_trigrams("d"."company_id", lower("d"."first_name" || ' ' || "d"."last_name")) @> tenant_trigrams($76, $77)
                or tenant_trigrams("d"."company_id", lower("d"."last_name" || ' ' || "d"."first_name")) @> tenant_trigrams($78, $79))
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $80 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $81 escape '\'))))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ((tenant_trigrams("c"."company_id", lower("c"."driver_not_from_system")) @> tenant_trigrams($82, $83))
          and lower("c"."driver_not_from_system") like $84 escape '\')) as "set_8") as k
    cross
    join transits
    where transits.id = k.id
    and "transits"."company_id" = $85
    and "transits"."unloading_date" = $86
    and ("transits"."company_id" = $87
      and "transits"."type" = $88)) as "source_0"
  union all
  select *
  from (
    select transits.id, transits.created_at
    from (
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $89)
        and "n"."sender_client_id" = $90
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $91)
        and "r"."client_id" = $92
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $93)
          and "c"."client_id" = $94)) as "set_0"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $95)
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $96))
            and lower("clients"."name") like $97 escape '\'))
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $98)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $99))
            and lower("clients"."name") like $100 escape '\'))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $101)
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where ("clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $102))
              and lower("clients"."name") like $103 escape '\')))) as "set_1"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $104)
        and "n"."sender_employee_id" = $105
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $106)
        and "r"."employee_id" = $107
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $108)
          and "c"."employee_id" = $109)) as "set_2"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where ("n"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $110)
          and lower("n"."transit_number") like $111 escape '\')) as "set_3"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $112)
          and (lower("p"."town") like $113 escape '\'
            or lower("p"."address") like $114 escape '\'
            or lower("p"."place") like $115 escape '\'))
        and "p"."kind" = 'loading'
        and (("p"."transit_created_at" >= $116
            and "p"."transit_created_at" < $117)
          and "p"."transit_loading_date" = $118
          and ("p"."transit_status" = $119
            or ("p"."transit_status" = $120
              and "p"."transit_loading_date" <= $121)))) as "set_4"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $122)
          and (lower("p"."town") like $123 escape '\'
            or lower("p"."address") like $124 escape '\'
            or lower("p"."place") like $125 escape '\'))
        and "p"."kind" = 'unloading') as "set_5"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $126)
          and "c"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $127))
              and lower("v"."number") like $128 escape '\')))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $129)
          and "c"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $130))
              and lower("v"."number") like $131 escape '\')))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $132)
          and (lower("c"."vehicle_not_from_system") like $133 escape '\'
            or lower("c"."semitrailer_not_from_system") like $134 escape '\'))) as "set_6"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $135)
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $136))
          and clients.vies = $137)
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $138)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $139))
          and clients.vies = $140)
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $141)
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $142))
            and clients.vies = $143))) as "set_7"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $144)
          and "c"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ("d"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $145))
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $146 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $147 escape '\'))))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $148)
          and lower("c"."driver_not_from_system") like $149 escape '\')) as "set_8") as k
    cross
    join transits
    where transits.id = k.id
    and ("transits"."company_id" != $150
      and "transits"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $151))
    and "transits"."unloading_date" = $152
    and ("transits"."company_id" = $153
      and "transits"."type" = $154)) as "source_1"), page as materialized (
  select *
  from transits
  where transits.id in (
    select m.id
    from matching m
    order by m.created_at desc, m.id desc
    limit $155
    offset $156)), page_receivers as materialized (
  select *
  from transit_receivers r
  where r.transit_id = some(array(
      select id
      from page))), page_carriers as materialized (
  select *
  from transit_carriers k
  where k.transit_id = some(array(
      select id
      from page)))
select (
  select count(*)
  from matching) as total, 1 = 0 as other_side, (
  select json_build_array(array_agg(p.id), array_agg(p.company_id), array_agg(p.transit_number), array_agg(p.status), array_agg(p.type), array_agg(p.has_signed_documents), array_agg(p.loading_date), array_agg(p.unloading_date), array_agg(p.loading_time), array_agg(p.unloading_time), array_agg(p.sender_client_id), array_agg(p.sender_employee_id), array_agg(p.sender_instruction), array_agg(p.special_agreements), array_agg(p.remarks), array_agg(p.created_by), array_agg(p.created_at), array_agg(p.updated_at), array_agg(p.finished_at), array_agg(p.version))
  from (
    select *
    from page
    order by created_at desc, id desc) p) as d_rows, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.kind), array_agg(c.receiver_id), array_agg(c.position), array_agg(c.place), array_agg(c.address), array_agg(c.zip_code), array_agg(c.town), array_agg(c.country), array_agg(c.additional_data), array_agg(c.client_id), array_agg(c.latitude), array_agg(c.longitude))
  from transit_places c
  where c.transit_id = some(array(
      select id
      from page))) as d_places, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.position), array_agg(c.client_id), array_agg(c.employee_id))
  from page_receivers c) as d_receivers, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.receiver_id), array_agg(c.position), array_agg(c.name), array_agg(c.quantity), array_agg(c.capacity), array_agg(c.method_of_packaging), array_agg(c.weight_gross_kg), array_agg(c.origin_country), array_agg(c.destination_country), array_agg(c.statistical_number), array_agg(c.marks))
  from transit_cargo c
  where c.transit_id = some(array(
      select id
      from page))) as d_cargo, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.position), array_agg(c.client_id), array_agg(c.employee_id), array_agg(c.driver_id), array_agg(c.driver_not_from_system), array_agg(c.is_forwarder), array_agg(c.vehicle_id), array_agg(c.vehicle_not_from_system), array_agg(c.semitrailer_id), array_agg(c.semitrailer_not_from_system))
  from page_carriers c) as d_carriers, (
  select json_build_array(array_agg(d.id), array_agg(d.transit_id), array_agg(d.name), array_agg(d.type), array_agg(d.is_main_document), array_agg(d.parent_document_id))
  from documents d
  where d.transit_id = some(array(
      select id
      from page))) as d_documents, (
  select json_build_array(array_agg(s.id), array_agg(s.document_id), array_agg(s.signed_by_type), array_agg(s.receiver_id))
  from document_signatures s
  join documents sd on sd.id = s.document_id
  where sd.transit_id = some(array(
      select id
      from page))) as d_signatures, (
  select json_build_array(array_agg(n.id), array_agg(n.name), array_agg(n.vies), array_agg(n.address), array_agg(n.zip_code), array_agg(n.town), array_agg(n.country), array_agg(n.phone), array_agg(n.pesel), array_agg(n.linked_company_id))
  from clients n
  where n.id = some(array(
      select sender_client_id
      from page
      union all
      select r.client_id
      from page_receivers r
      union all
      select k.client_id
      from page_carriers k))) as d_clients, (
  select json_build_array(array_agg(n.id), array_agg(n.company_id), array_agg(n.first_name), array_agg(n.last_name), array_agg(n.phone), array_agg(n.role))
  from users n
  where n.id = some(array(
      select sender_employee_id
      from page
      union all
      select r.employee_id
      from page_receivers r
      union all
      select k.employee_id
      from page_carriers k
      union all
      select k.driver_id
      from page_carriers k))) as d_users, (
  select json_build_array(array_agg(n.id), array_agg(n.company_id), array_agg(n.number), array_agg(n.type))
  from vehicles n
  where n.id = some(array(
      select k.vehicle_id
      from page_carriers k
      union all
      select k.semitrailer_id
      from page_carriers k))) as d_vehicles;
