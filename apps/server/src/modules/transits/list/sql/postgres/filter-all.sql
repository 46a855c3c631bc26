-- every filter together
-- parameters: [7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",7,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",10,0]
with matching as materialized (
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where ("transits"."company_id" = $1
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."company_id" = $2
        and "s"."sender_client_id" = $3
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."company_id" = $4
        and "r"."client_id" = $5
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."company_id" = $6
        and "c"."client_id" = $7)
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."company_id" = $8
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" = $9
            and lower("clients"."name") like $10 escape '\'))
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."company_id" = $11
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" = $12
            and lower("clients"."name") like $13 escape '\'))
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."company_id" = $14
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" = $15
            and lower("clients"."name") like $16 escape '\')))
      and ("transits"."sender_employee_id" = $17
        or "transits"."id" in (
          select "r"."transit_id" as "id"
          from "transit_receivers" as "r"
          where "r"."company_id" = $18
          and "r"."employee_id" = $19
          union
          select "c"."transit_id" as "id"
          from "transit_carriers" as "c"
          where "c"."company_id" = $20
          and "c"."employee_id" = $21))
      and ("transits"."created_at" >= $22
        and "transits"."created_at" < $23)
      and "transits"."loading_date" = $24
      and "transits"."unloading_date" = $25
      and ("transits"."company_id" = $26
        and lower("transits"."transit_number") like $27 escape '\')
      and ("transits"."company_id" = $28
        and "transits"."type" = $29)
      and ("transits"."status" = $30
        or ("transits"."status" = $31
          and "transits"."loading_date" <= $32))
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."company_id" = $33
          and (lower("p"."town") like $34 escape '\'
            or lower("p"."address") like $35 escape '\'
            or lower("p"."place") like $36 escape '\'))
        and "p"."kind" = $37)
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."company_id" = $38
          and (lower("p"."town") like $39 escape '\'
            or lower("p"."address") like $40 escape '\'
            or lower("p"."place") like $41 escape '\'))
        and "p"."kind" = $42)
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $43
          and "transit_carriers"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" = $44
              and lower("v"."number") like $45 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $46
          and "transit_carriers"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" = $47
              and lower("v"."number") like $48 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $49
          and (lower("transit_carriers"."vehicle_not_from_system") like $50 escape '\'
            or lower("transit_carriers"."semitrailer_not_from_system") like $51 escape '\')))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."company_id" = $52
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $53
          and clients.vies = $54)
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."company_id" = $55
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $56
          and clients.vies = $57)
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."company_id" = $58
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $59
          and clients.vies = $60))
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $61
          and "transit_carriers"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ("d"."company_id" = $62
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $63 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $64 escape '\'))))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $65
          and lower("transit_carriers"."driver_not_from_system") like $66 escape '\')))) as "source_0"
  union all
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where (("transits"."company_id" != $67
        and "transits"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $68))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $69)
        and "s"."sender_client_id" = $70
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $71)
        and "r"."client_id" = $72
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $73)
        and "c"."client_id" = $74)
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $75)
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $76))
            and lower("clients"."name") like $77 escape '\'))
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $78)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $79))
            and lower("clients"."name") like $80 escape '\'))
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $81)
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $82))
            and lower("clients"."name") like $83 escape '\')))
      and ("transits"."sender_employee_id" = $84
        or "transits"."id" in (
          select "r"."transit_id" as "id"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $85)
          and "r"."employee_id" = $86
          union
          select "c"."transit_id" as "id"
          from "transit_carriers" as "c"
          where "c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $87)
          and "c"."employee_id" = $88))
      and ("transits"."created_at" >= $89
        and "transits"."created_at" < $90)
      and "transits"."loading_date" = $91
      and "transits"."unloading_date" = $92
      and ("transits"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $93)
        and lower("transits"."transit_number") like $94 escape '\')
      and ("transits"."company_id" = $95
        and "transits"."type" = $96)
      and ("transits"."status" = $97
        or ("transits"."status" = $98
          and "transits"."loading_date" <= $99))
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $100)
          and (lower("p"."town") like $101 escape '\'
            or lower("p"."address") like $102 escape '\'
            or lower("p"."place") like $103 escape '\'))
        and "p"."kind" = $104)
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $105)
          and (lower("p"."town") like $106 escape '\'
            or lower("p"."address") like $107 escape '\'
            or lower("p"."place") like $108 escape '\'))
        and "p"."kind" = $109)
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $110)
          and "transit_carriers"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $111))
              and lower("v"."number") like $112 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $113)
          and "transit_carriers"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $114))
              and lower("v"."number") like $115 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $116)
          and (lower("transit_carriers"."vehicle_not_from_system") like $117 escape '\'
            or lower("transit_carriers"."semitrailer_not_from_system") like $118 escape '\')))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $119)
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $120))
          and clients.vies = $121)
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $122)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $123))
          and clients.vies = $124)
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $125)
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $126))
          and clients.vies = $127))
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $128)
          and "transit_carriers"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ("d"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $129))
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $130 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $131 escape '\'))))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $132)
          and lower("transit_carriers"."driver_not_from_system") like $133 escape '\')))) as "source_1"), page as materialized (
  select *
  from transits
  where transits.id in (
    select m.id
    from matching m
    order by m.created_at desc, m.id desc
    limit $134
    offset $135)), page_receivers as materialized (
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
