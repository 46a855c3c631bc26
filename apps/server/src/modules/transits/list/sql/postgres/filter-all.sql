-- every filter together
-- parameters: [7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%",7,"%berlin%","%berlin%","%berlin%",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",7,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%",7,"%berlin%","%berlin%","%berlin%",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",10,0]
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
        and "p"."kind" = 'loading')
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."company_id" = $37
          and (lower("p"."town") like $38 escape '\'
            or lower("p"."address") like $39 escape '\'
            or lower("p"."place") like $40 escape '\'))
        and "p"."kind" = 'unloading')
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $41
          and "transit_carriers"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" = $42
              and lower("v"."number") like $43 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $44
          and "transit_carriers"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" = $45
              and lower("v"."number") like $46 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $47
          and (lower("transit_carriers"."vehicle_not_from_system") like $48 escape '\'
            or lower("transit_carriers"."semitrailer_not_from_system") like $49 escape '\')))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."company_id" = $50
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $51
          and clients.vies = $52)
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."company_id" = $53
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $54
          and clients.vies = $55)
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."company_id" = $56
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = $57
          and clients.vies = $58))
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $59
          and "transit_carriers"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ("d"."company_id" = $60
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $61 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $62 escape '\'))))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = $63
          and lower("transit_carriers"."driver_not_from_system") like $64 escape '\')))) as "source_0"
  union all
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where (("transits"."company_id" != $65
        and "transits"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $66))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $67)
        and "s"."sender_client_id" = $68
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $69)
        and "r"."client_id" = $70
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $71)
        and "c"."client_id" = $72)
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $73)
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $74))
            and lower("clients"."name") like $75 escape '\'))
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $76)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $77))
            and lower("clients"."name") like $78 escape '\'))
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $79)
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where ("clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $80))
            and lower("clients"."name") like $81 escape '\')))
      and ("transits"."sender_employee_id" = $82
        or "transits"."id" in (
          select "r"."transit_id" as "id"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $83)
          and "r"."employee_id" = $84
          union
          select "c"."transit_id" as "id"
          from "transit_carriers" as "c"
          where "c"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $85)
          and "c"."employee_id" = $86))
      and ("transits"."created_at" >= $87
        and "transits"."created_at" < $88)
      and "transits"."loading_date" = $89
      and "transits"."unloading_date" = $90
      and ("transits"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $91)
        and lower("transits"."transit_number") like $92 escape '\')
      and ("transits"."company_id" = $93
        and "transits"."type" = $94)
      and ("transits"."status" = $95
        or ("transits"."status" = $96
          and "transits"."loading_date" <= $97))
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $98)
          and (lower("p"."town") like $99 escape '\'
            or lower("p"."address") like $100 escape '\'
            or lower("p"."place") like $101 escape '\'))
        and "p"."kind" = 'loading')
      and "transits"."id" in (
        select "p"."transit_id"
        from "transit_places" as "p"
        where ("p"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $102)
          and (lower("p"."town") like $103 escape '\'
            or lower("p"."address") like $104 escape '\'
            or lower("p"."place") like $105 escape '\'))
        and "p"."kind" = 'unloading')
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $106)
          and "transit_carriers"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $107))
              and lower("v"."number") like $108 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $109)
          and "transit_carriers"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where ("v"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $110))
              and lower("v"."number") like $111 escape '\')))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $112)
          and (lower("transit_carriers"."vehicle_not_from_system") like $113 escape '\'
            or lower("transit_carriers"."semitrailer_not_from_system") like $114 escape '\')))
      and "transits"."id" in (
        select "s"."id" as "id"
        from "transits" as "s"
        where "s"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $115)
        and "s"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $116))
          and clients.vies = $117)
        union
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $118)
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $119))
          and clients.vies = $120)
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $121)
        and "c"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $122))
          and clients.vies = $123))
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $124)
          and "transit_carriers"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where ("d"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $125))
              and (lower("d"."first_name" || ' ' || "d"."last_name") like $126 escape '\'
                or lower("d"."last_name" || ' ' || "d"."first_name") like $127 escape '\'))))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $128)
          and lower("transit_carriers"."driver_not_from_system") like $129 escape '\')))) as "source_1"), page as materialized (
  select *
  from transits
  where transits.id in (
    select m.id
    from matching m
    order by m.created_at desc, m.id desc
    limit $130
    offset $131)), page_receivers as materialized (
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
