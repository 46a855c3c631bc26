-- a place filter and the status: the status tested on the places' copy, no transit read
-- parameters: [7,"gdańsk",7,"gdańsk",7,"gdańsk","%gdańsk%","%gdańsk%","%gdańsk%","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","running","pending","2026-03-10",7,7,10,0]
with matching as materialized (
  select *
  from (
    select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
    from "transit_places" as "p"
    where ((tenant_trigrams("p"."company_id", lower("p"."town")) @> tenant_trigrams($1, $2)
        or tenant_trigrams("p"."company_id", lower("p"."address")) @> tenant_trigrams($3, $4)
        or tenant_trigrams("p"."company_id", lower("p"."place")) @> tenant_trigrams($5, $6))
      and (lower("p"."town") like $7 escape '\'
        or lower("p"."address") like $8 escape '\'
        or lower("p"."place") like $9 escape '\'))
    and "p"."kind" = 'loading'
    and ("p"."transit_status" = $10
      or ("p"."transit_status" = $11
        and "p"."transit_loading_date" <= $12))) as "source_0"
  union all
  select *
  from (
    select transits.id, transits.created_at
    from (
      select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
      from "transit_places" as "p"
      where ("p"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $13)
        and (lower("p"."town") like $14 escape '\'
          or lower("p"."address") like $15 escape '\'
          or lower("p"."place") like $16 escape '\'))
      and "p"."kind" = 'loading'
      and ("p"."transit_status" = $17
        or ("p"."transit_status" = $18
          and "p"."transit_loading_date" <= $19))) as k
    cross
    join transits
    where transits.id = k.id
    and ("transits"."company_id" != $20
      and "transits"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $21))) as "source_1"), page as materialized (
  select *
  from transits
  where transits.id in (
    select m.id
    from matching m
    order by m.created_at desc, m.id desc
    limit $22
    offset $23)), page_receivers as materialized (
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
