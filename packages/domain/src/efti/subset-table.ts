/**
 * GENERATED from apps/server/schemas/efti-reference/consignment-common.xsd by
 * apps/server/src/modules/efti/generate-subset-table.ts: do not edit by hand; run the
 * generator after a schema update. Element path -> "SUBSET:STATUS ..." for the EU and
 * Polish subsets, in schema order (parents before their children).
 */
export const EFTI_SCHEMA_VERSION = '0.8';

export const EFTI_SUBSET_TABLE: Readonly<Record<string, string>> = {
  'consignment/applicableServiceCharge': 'PL01a:SI',
  'consignment/applicableServiceCharge/appliedAmount': 'PL01a:C',
  'consignment/applicableServiceCharge/id': 'PL01a:C',
  'consignment/applicableServiceCharge/payingPartyRoleCode': 'PL01a:C',
  'consignment/applicableServiceCharge/paymentArrangementCode': 'PL01a:C',
  'consignment/associatedParty': 'EU06:SI PL06:SI',
  'consignment/associatedParty/id': 'EU06:C PL06:C',
  'consignment/carrier':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/carrier/agreedContract': 'PL01a:SI',
  'consignment/carrier/agreedContract/signedLocation': 'PL01a:SI',
  'consignment/carrier/agreedContract/signedLocation/name': 'PL01a:M',
  'consignment/carrier/confirmedDocumentAuthentication': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/carrier/confirmedDocumentAuthentication/statementCode': 'EU03:M PL01a:M PL01b:M',
  'consignment/carrier/definedContactDetails':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/carrier/definedContactDetails/personName':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/definedContactDetails/telephone':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/carrier/definedContactDetails/telephone/completeNumber':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/id':
    'EU03:C EU05a:C EU05b:C EU05c:C PL01a:C PL01b:C PL02:C PL04a:C PL04b:C PL04c:C',
  'consignment/carrier/name':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/carrier/postalAddress/additionalStreetName':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/buildingNumber':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/cityName':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/countryCode':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/countrySubDivisionName':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/postOfficeBox':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/postcode':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/postalAddress/streetName':
    'EU03:M EU05a:O EU05b:O EU05c:O PL01a:M PL01b:M PL02:M PL04a:O PL04b:O PL04c:O',
  'consignment/carrier/roleCode': 'EU03:O PL01a:O PL01b:O',
  'consignment/carrierAcceptanceDateTime': 'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation':
    'EU01:SI EU02:SI EU03:SI EU06:SI PL01a:SI PL01b:SI PL02:SI PL06:SI',
  'consignment/carrierAcceptanceLocation/geographicalCoordinates':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/carrierAcceptanceLocation/geographicalCoordinates/latitude':
    'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C',
  'consignment/carrierAcceptanceLocation/geographicalCoordinates/longitude':
    'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C',
  'consignment/carrierAcceptanceLocation/id':
    'EU01:C EU02:C EU03:C EU06:O PL01a:C PL01b:C PL02:C PL06:O',
  'consignment/carrierAcceptanceLocation/name':
    'EU01:C EU02:C EU03:C EU06:O PL01a:C PL01b:C PL02:C PL06:O',
  'consignment/carrierAcceptanceLocation/postalAddress':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/carrierAcceptanceLocation/postalAddress/additionalStreetName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/buildingNumber':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/cityName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/countryCode':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/countrySubDivisionName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/postcode':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/carrierAcceptanceLocation/postalAddress/streetName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consignee':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignee/confirmedDocumentAuthentication': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/consignee/confirmedDocumentAuthentication/statementCode': 'EU03:M PL01a:M PL01b:M',
  'consignment/consignee/definedContactDetails':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignee/definedContactDetails/personName':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/definedContactDetails/telephone':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignee/definedContactDetails/telephone/completeNumber':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/id': 'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/consignee/name':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignee/postalAddress/additionalStreetName':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/buildingNumber':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/cityName':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/countryCode':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/countrySubDivisionName':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/postOfficeBox':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/postcode':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consignee/postalAddress/streetName':
    'EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/consigneeReceiptLocation':
    'EU01:SI EU02:SI EU03:SI EU06:SI PL01a:SI PL01b:SI PL02:SI PL06:SI',
  'consignment/consigneeReceiptLocation/geographicalCoordinates':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/consigneeReceiptLocation/geographicalCoordinates/latitude':
    'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C',
  'consignment/consigneeReceiptLocation/geographicalCoordinates/longitude':
    'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C',
  'consignment/consigneeReceiptLocation/id':
    'EU01:O EU02:C EU03:O EU06:O PL01a:O PL01b:O PL02:O PL06:O',
  'consignment/consigneeReceiptLocation/name':
    'EU01:C EU02:C EU03:C EU06:O PL01a:C PL01b:C PL02:C PL06:O',
  'consignment/consigneeReceiptLocation/postalAddress':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/consigneeReceiptLocation/postalAddress/additionalStreetName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/buildingNumber':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/cityName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/countryCode':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/countrySubDivisionName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/postcode':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consigneeReceiptLocation/postalAddress/streetName':
    'EU01:M EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/consignor':
    'EU01:SI EU02:SI EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignor/confirmedDocumentAuthentication': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/consignor/confirmedDocumentAuthentication/statementCode': 'EU03:M PL01a:M PL01b:M',
  'consignment/consignor/definedContactDetails':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/consignor/definedContactDetails/emailAddress':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/consignor/definedContactDetails/emailAddress/uRI':
    'EU01:O EU02:O EU03:O PL01a:O PL01b:O PL02:O',
  'consignment/consignor/definedContactDetails/telephone':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/consignor/definedContactDetails/telephone/completeNumber':
    'EU01:O EU02:O EU03:O PL01a:O PL01b:O PL02:O',
  'consignment/consignor/id':
    'EU01:O EU02:O EU03:O EU05a:O EU05b:O EU05c:O PL01a:O PL01b:O PL02:O PL04a:O PL04b:O PL04c:O',
  'consignment/consignor/name':
    'EU01:O EU02:O EU03:O EU05a:O EU05b:O EU05c:O PL01a:O PL01b:O PL02:O PL04a:O PL04b:O PL04c:O',
  'consignment/consignor/postalAddress':
    'EU01:SI EU02:SI EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/consignor/postalAddress/additionalStreetName':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/buildingNumber':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/cityName':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/countryCode':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/countrySubDivisionName':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/departmentName':
    'EU01:M EU02:M EU05a:M EU05b:M EU05c:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/postOfficeBox':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/postcode':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignor/postalAddress/streetName':
    'EU01:M EU02:M EU03:M EU05a:M EU05b:M EU05c:M PL01a:M PL01b:M PL02:M PL04a:M PL04b:M PL04c:M',
  'consignment/consignorProvidedBorderClearanceInstructions': 'PL01a:SI',
  'consignment/consignorProvidedBorderClearanceInstructions/description': 'PL01a:C',
  'consignment/dangerousGoods': 'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/dangerousGoods/applicableRegulatoryExemption': 'EU05a:SI PL04a:SI',
  'consignment/dangerousGoods/applicableRegulatoryExemption/reportableExemptionCalculation':
    'EU05a:SI PL04a:SI',
  'consignment/dangerousGoods/applicableRegulatoryExemption/reportableExemptionCalculation/hazardCategoryCode':
    'EU05a:C PL04a:C',
  'consignment/dangerousGoods/applicableRegulatoryExemption/reportableExemptionCalculation/reportableQuantity':
    'EU05a:C PL04a:C',
  'consignment/dangerousGoods/explosiveCargoNetWeight':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/dangerousGoods/information': 'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/dangerousGoods/radioactiveMaterial':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/dangerousGoods/radioactiveMaterial/applicableRadioactiveIsotope':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/dangerousGoods/radioactiveMaterial/applicableRadioactiveIsotope/activityLevelMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/dangerousGoods/relatedDocument':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/dangerousGoods/relatedDocument/attachedBinaryObject':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/dangerousGoods/relatedDocument/typeCode':
    'EU05a:C/C/C/O EU05b:C/C/C/O EU05c:C/C/C/O PL04a:C/C/C/O PL04b:C/C/C/O PL04c:C/C/C/O',
  'consignment/dangerousGoods/statedCondition':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/dangerousGoods/statedCondition/statementCode':
    'EU05a:C/C/O/C EU05b:C/O/C EU05c:C/C/O/C PL04a:C/C/O/C PL04b:C/O/C PL04c:C/C/O/C',
  'consignment/dangerousGoods/statedCondition/statementText':
    'EU05a:C/C/C/C EU05b:C/C/C/C EU05c:C/C/C/C/C PL04a:C/C/C/C PL04b:C/C/C/C PL04c:C/C/C/C/C',
  'consignment/dangerousGoods/statedCondition/subjectTypeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/dangerousGoods/statedCondition/valueMeasure': 'EU05c:C PL04c:C',
  'consignment/deliveryEvent': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/deliveryEvent/actualOccurrenceDateTime': 'EU03:C PL01a:C PL01b:C',
  'consignment/grossVolume': 'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C PL03:O',
  'consignment/grossWeight': 'EU01:C EU02:C EU03:C PL01a:C PL01b:C PL02:C PL03:O',
  'consignment/includedConsignmentItem':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/associatedTransportEquipment':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/associatedTransportEquipment/id':
    'EU05a:C/C EU05b:C EU05c:C/C PL04a:C/C PL04b:C PL04c:C/C',
  'consignment/includedConsignmentItem/goodsUnitQuantity':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods':
    'EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/controlTemperature':
    'EU05a:SI EU05c:SI PL04a:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/controlTemperature/conditionMeasure':
    'EU05a:C/C EU05c:C/C PL04a:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/controlTemperature/typeCode':
    'EU05a:C EU05c:C PL04a:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/itemQuantity':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/referencedDocument':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/referencedDocument/typeCode':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/referencedDocument/uRI':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/shippingMarks':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/shippingMarks/markingText':
    'EU05a:M EU05b:M EU05c:M PL04a:M PL04b:M PL04c:M',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/statedCondition':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/statedCondition/statementCode':
    'EU05a:C/C/C/C/C/C EU05b:C/C/C/C/C/C EU05c:C/C/C/C/C/C PL04a:C/C/C/C/C/C PL04b:C/C/C/C/C/C PL04c:C/C/C/C/C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/statedCondition/statementText':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/typeCode':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/includedConsignmentItem/transportDangerousGoods/dangerousGoodsLogisticsPackage/typeText':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/densityMeasure': 'EU05c:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/emergencyTemperature':
    'EU05a:SI EU05c:SI PL04a:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/emergencyTemperature/conditionMeasure':
    'EU05a:C/C EU05c:C/C PL04a:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/emergencyTemperature/typeCode':
    'EU05a:C EU05c:C PL04a:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/explosiveCargoNetWeight':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/grossVolume':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/grossWeight':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/hazardCategoryCode':
    'EU05a:C EU05b:C PL04a:C PL04b:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/hazardClassificationID':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/hazardTypeCode':
    'EU05b:C EU05c:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/includedFuel':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/includedFuel/typeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/includedFuel/volumeMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/includedFuel/weightMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/includedFuel/workingPressureMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/limitedQuantityCode':
    'EU05b:O PL04b:O',
  'consignment/includedConsignmentItem/transportDangerousGoods/meltingPointTemperatureMeasure':
    'EU05c:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/netWeight':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/packagingDangerLevelCode':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/properShippingName':
    'EU03:O EU05a:C EU05b:C EU05c:M/C PL01a:O PL01b:O PL02:O PL04a:C PL04b:C PL04c:M/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/applicableRadioactiveIsotope':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/applicableRadioactiveIsotope/activityLevelMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/applicableRadioactiveIsotope/name':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/fissileCriticalitySafetyIndexNumber':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/radioactivePackageTransportIndexCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/radioactiveMaterial/specialFormInformation':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/relatedDocument':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/relatedDocument/attachedBinaryObject':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/relatedDocument/typeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/specialProvisionID':
    'EU05a:C/C/C/C/C/C/C/C/C/C EU05b:C/C/C/C/C/C/C/C/C/C EU05c:C/C/C/C/C/C/C/C/C/C PL04a:C/C/C/C/C/C/C/C/C/C PL04b:C/C/C/C/C/C/C/C/C/C PL04c:C/C/C/C/C/C/C/C/C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition/calibratedMeasurement':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition/calibratedMeasurement/valueMeasure':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition/statementCode':
    'EU05a:O/O/C/C/C/C/C/C/O/C/C/C/C/C/C EU05b:O/O/C/C/C/C/C/C/O/C/C/C/C/C/C EU05c:C/O/O/C/C/C/C/C/C/O/C/C/C/C/C/C PL04a:O/O/C/C/C/C/C/C/O/C/C/C/C/C/C PL04b:O/O/C/C/C/C/C/C/O/C/C/C/C/C/C PL04c:C/O/O/C/C/C/C/C/C/O/C/C/C/C/C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition/statementText':
    'EU05a:C/C/C/O EU05b:C/C/C/O EU05c:C/C/C/C/C/C/C/O PL04a:C/C/C/O PL04b:C/C/C/O PL04c:C/C/C/C/C/C/C/O',
  'consignment/includedConsignmentItem/transportDangerousGoods/statedCondition/subjectTypeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/technicalName':
    'EU03:O EU05b:M EU05c:C/M PL01a:O PL01b:O PL02:O PL04b:M PL04c:C/M',
  'consignment/includedConsignmentItem/transportDangerousGoods/technicalNameNote':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/includedConsignmentItem/transportDangerousGoods/technicalNameNote/contentText':
    'EU05a:C/C/C/C EU05b:C/C/C/C EU05c:C/C/C/C PL04a:C/C/C/C PL04b:C/C/C/C PL04c:C/C/C/C',
  'consignment/includedConsignmentItem/transportDangerousGoods/technicalNameNote/subjectCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/tunnelRestrictionCode':
    'EU05a:C PL04a:C',
  'consignment/includedConsignmentItem/transportDangerousGoods/uNDGID':
    'EU03:M EU05a:C/M EU05b:M EU05c:C/M PL01a:M PL01b:M PL02:M PL04a:C/M PL04b:M PL04c:C/M',
  'consignment/information': 'PL01a:C',
  'consignment/logisticsRiskAnalysisResult': 'EU06:SI PL06:SI',
  'consignment/logisticsRiskAnalysisResult/consignmentRiskRelatedCode': 'EU06:M PL06:M',
  'consignment/logisticsRiskAnalysisResult/description': 'EU06:C PL06:C',
  'consignment/logisticsRiskAnalysisResult/informationText': 'EU06:O PL06:O',
  'consignment/logisticsRiskAnalysisResult/levelCode': 'EU06:C PL06:C',
  'consignment/logisticsRiskAnalysisResult/screeningMethodCode': 'EU06:C PL06:C',
  'consignment/logisticsRiskAnalysisResult/securityExemptionCode': 'EU06:C PL06:C',
  'consignment/mainCarriageTransportMovement':
    'EU01:SI EU02:SI EU03:SI EU05a:SI EU05b:SI EU05c:SI EU06:SI PL01a:SI PL01b:SI PL02:SI PL03:SI PL04a:SI PL04b:SI PL04c:SI PL06:SI',
  'consignment/mainCarriageTransportMovement/callEvent': 'EU06:SI PL06:SI',
  'consignment/mainCarriageTransportMovement/callEvent/occurrenceLocation': 'EU06:SI PL06:SI',
  'consignment/mainCarriageTransportMovement/callEvent/occurrenceLocation/id': 'EU06:O PL06:O',
  'consignment/mainCarriageTransportMovement/id': 'EU05b:O PL04b:O',
  'consignment/mainCarriageTransportMovement/loadingEvent': 'EU02:SI PL02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/loadingEvent/actualOccurrenceDateTime': 'EU02:C',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty': 'EU02:SI PL02:SI',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty/confirmedDocumentAuthentication':
    'EU02:SI PL02:SI',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty/confirmedDocumentAuthentication/statementCode':
    'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty/id': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty/name': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/loadingEvent/certifyingParty/roleCode':
    'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation':
    'EU02:SI PL02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/id': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/name':
    'EU02:C PL02:O PL03:C',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress':
    'EU02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/additionalStreetName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/buildingNumber':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/cityName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/countryCode':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/countrySubDivisionName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/departmentName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/postOfficeBox':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/postcode':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/occurrenceLocation/postalAddress/streetName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/loadingEvent/scheduledOccurrenceDateTime': 'EU02:C',
  'consignment/mainCarriageTransportMovement/modeCode': 'EU02:M EU05a:M EU05c:M PL04a:M PL04c:M',
  'consignment/mainCarriageTransportMovement/sequenceNumber': 'EU02:M PL02:O',
  'consignment/mainCarriageTransportMovement/unloadingEvent': 'EU02:SI PL02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/unloadingEvent/actualOccurrenceDateTime': 'EU02:C',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty': 'EU02:SI PL02:SI',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty/confirmedDocumentAuthentication':
    'EU02:SI PL02:SI',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty/confirmedDocumentAuthentication/statementCode':
    'EU02:C',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty/id': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty/name': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/unloadingEvent/certifyingParty/roleCode':
    'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation':
    'EU02:SI PL02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/id': 'EU02:C PL02:O',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/name':
    'EU02:C PL02:O PL03:C',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress':
    'EU02:SI PL03:SI',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/additionalStreetName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/buildingNumber':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/cityName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/countryCode':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/countrySubDivisionName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/departmentName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/postOfficeBox':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/postcode':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/streetName':
    'EU02:C PL03:M',
  'consignment/mainCarriageTransportMovement/unloadingEvent/scheduledOccurrenceDateTime': 'EU02:C',
  'consignment/mainCarriageTransportMovement/usedTransportMeans':
    'EU01:SI EU02:SI EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/id':
    'EU01:O EU02:O EU03:M EU05a:C EU05b:C EU05c:C/C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C/C',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/registrationCountry':
    'EU01:SI EU02:SI EU03:SI EU05a:SI PL01a:SI PL01b:SI PL02:SI PL04a:SI',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/registrationCountry/code':
    'EU01:O EU02:O EU03:M EU05a:C PL01a:M PL01b:M PL02:M PL04a:C',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/typeCode':
    'EU03:M EU05c:C PL01a:M PL01b:M PL02:M PL04c:C',
  'consignment/natureIdentificationCargo':
    'EU01:SI EU02:SI EU03:SI EU06:SI PL01a:SI PL01b:SI PL06:SI',
  'consignment/natureIdentificationCargo/identificationText':
    'EU01:O EU02:O EU03:M EU06:C PL01a:M PL01b:M PL06:C',
  'consignment/natureIdentificationCargo/operationalCategoryCode':
    'EU01:O EU02:O EU03:O PL01a:O PL01b:O',
  'consignment/natureIdentificationCargo/statisticalClassificationCode':
    'EU01:O EU02:O EU03:O PL01a:O PL01b:O',
  'consignment/natureIdentificationCargo/typeCode': 'EU01:O EU02:O EU03:O PL01a:O PL01b:O',
  'consignment/regulatoryProcedure': 'EU01:SI',
  'consignment/regulatoryProcedure/typeCode': 'EU01:O',
  'consignment/specifiedTransportMovement': 'EU02:SI',
  'consignment/specifiedTransportMovement/event': 'EU02:SI',
  'consignment/specifiedTransportMovement/event/occurrenceLocation': 'EU02:SI',
  'consignment/specifiedTransportMovement/event/occurrenceLocation/id': 'EU02:C/C',
  'consignment/specifiedTransportMovement/event/occurrenceLocation/name': 'EU02:C/C',
  'consignment/specifiedTransportMovement/event/typeCode': 'EU02:C/C',
  'consignment/transportContractDocument': 'EU01:SI EU02:SI EU06:SI PL01a:SI PL02:SI PL06:SI',
  'consignment/transportContractDocument/contractualClause': 'PL01a:SI',
  'consignment/transportContractDocument/contractualClause/contentText': 'PL01a:C',
  'consignment/transportContractDocument/formattedIssueDateTime': 'PL01a:M',
  'consignment/transportContractDocument/id': 'EU06:M PL06:M',
  'consignment/transportContractDocument/issueLocation': 'PL01a:SI',
  'consignment/transportContractDocument/issueLocation/name': 'PL01a:M',
  'consignment/transportContractDocument/typeCode': 'EU01:O EU02:M EU06:M PL02:C PL06:M',
  'consignment/transportContractDocument/uRI': 'EU01:O EU02:O PL02:O',
  'consignment/transportEvent': 'EU06:SI PL06:SI',
  'consignment/transportEvent/certifyingParty': 'EU06:SI PL06:SI',
  'consignment/transportEvent/certifyingParty/authoritativeSignatoryPerson': 'EU06:SI PL06:SI',
  'consignment/transportEvent/certifyingParty/authoritativeSignatoryPerson/id': 'EU06:C PL06:C',
  'consignment/transportEvent/certifyingParty/authoritativeSignatoryPerson/name': 'EU06:C PL06:C',
  'consignment/transportEvent/certifyingParty/confirmedDocumentAuthentication': 'EU06:SI PL06:SI',
  'consignment/transportEvent/certifyingParty/confirmedDocumentAuthentication/actualDateTime':
    'EU06:M PL06:M',
  'consignment/transportEvent/certifyingParty/id': 'EU06:M PL06:M',
  'consignment/transportPackage': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/transportPackage/itemQuantity': 'EU03:M PL01a:M PL01b:M',
  'consignment/transportPackage/shippingMarks': 'EU03:SI PL01a:SI PL01b:SI',
  'consignment/transportPackage/shippingMarks/markingText': 'EU03:M PL01a:M PL01b:M',
  'consignment/transportPackage/typeCode': 'EU03:M PL01a:M PL01b:M',
  'consignment/transportPackage/typeText': 'EU03:O PL01a:O PL01b:O',
  'consignment/usedTransportEquipment':
    'EU01:SI EU02:SI EU03:SI EU05a:SI EU05b:SI EU05c:SI PL01a:SI PL01b:SI PL01c:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment':
    'EU02:SI EU05a:SI EU05b:SI EU05c:SI PL01c:SI PL02:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment/categoryCode':
    'EU02:M EU05a:O/C/C EU05b:O/C/C EU05c:O/C/C PL02:O PL04a:O/C/C PL04b:O/C/C PL04c:O/C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/grossWeight': 'PL01c:M PL02:O',
  'consignment/usedTransportEquipment/carriedTransportEquipment/id':
    'EU02:M EU05a:C/M EU05b:C/M EU05c:C/M PL02:O PL04a:C/M PL04b:C/M PL04c:C/M',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/dangerousGoodsLogisticsPackage':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/dangerousGoodsLogisticsPackage/itemQuantity':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/hazardClassificationID':
    'EU05b:C PL04b:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/information':
    'EU05c:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/previousCargoInformation':
    'EU05c:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/regulatoryAuthorityName':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/relatedDocument':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/relatedDocument/attachedBinaryObject':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/relatedDocument/typeCode':
    'EU05a:C/O EU05b:C/O EU05c:C/O PL04a:C/O PL04b:C/O PL04c:C/O',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/reportableQuantity':
    'EU05a:C EU05b:C PL04a:C PL04b:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/actionCode':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/actionDateTime':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/statementCode':
    'EU05a:C/C/C/C/C/C/C EU05b:C/C/C/C/C/C/C/C EU05c:C/C/C/C/C/C/C PL04a:C/C/C/C/C/C/C PL04b:C/C/C/C/C/C/C/C PL04c:C/C/C/C/C/C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/statementText':
    'EU05a:C/C/C/C EU05b:C/C/C/C EU05c:C/C/C/C PL04a:C/C/C/C PL04b:C/C/C/C PL04c:C/C/C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/subjectTypeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/statedCondition/valueMeasure':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/supplementaryInformation':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/loadedDangerousGoods/uNDGID':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/reportableQuantity':
    'EU05a:C EU05b:C PL04a:C PL04b:C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/stowagePositionID':
    'EU02:O EU05a:O EU05c:O PL02:O PL04a:O PL04c:O',
  'consignment/usedTransportEquipment/carriedTransportEquipment/usedCapacityCode':
    'EU05a:C/C/C EU05b:C/C/C EU05c:C/C/C PL04a:C/C/C PL04b:C/C/C PL04c:C/C/C',
  'consignment/usedTransportEquipment/carriedTransportEquipment/verifiedGrossWeight': 'PL01c:O',
  'consignment/usedTransportEquipment/categoryCode':
    'EU01:C EU02:M EU03:M EU05a:C EU05b:C EU05c:C PL01a:M PL01b:M PL02:M PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/fullEmptyCode':
    'EU05a:C/C/C EU05b:C/C/C EU05c:C/C/C PL04a:C/C/C PL04b:C/C/C PL04c:C/C/C',
  'consignment/usedTransportEquipment/grossGoodsVolumeMeasure': 'PL01c:O',
  'consignment/usedTransportEquipment/grossGoodsWeightMeasure': 'PL01c:O',
  'consignment/usedTransportEquipment/id':
    'EU01:C EU02:M EU03:M EU05a:O/C EU05b:O/C/C EU05c:O/C PL01a:M PL01b:M PL02:M PL04a:O/C PL04b:O/C/C PL04c:O/C',
  'consignment/usedTransportEquipment/loadedDangerousGoods':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/loadedDangerousGoods/dangerousGoodsLogisticsPackage':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/loadedDangerousGoods/dangerousGoodsLogisticsPackage/itemQuantity':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/information': 'EU05c:O PL04c:O',
  'consignment/usedTransportEquipment/loadedDangerousGoods/previousCargoInformation':
    'EU05c:C PL04c:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/regulatoryAuthorityName':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/relatedDocument':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/loadedDangerousGoods/relatedDocument/id':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/usedTransportEquipment/loadedDangerousGoods/relatedDocument/typeCode':
    'EU05a:O/C/C/O EU05b:C/C/O EU05c:O/C/C/O PL04a:O/C/C/O PL04b:C/C/O PL04c:O/C/C/O',
  'consignment/usedTransportEquipment/loadedDangerousGoods/reportableQuantity':
    'EU05a:C EU05b:C PL04a:C PL04b:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition':
    'EU05a:SI EU05b:SI EU05c:SI PL04a:SI PL04b:SI PL04c:SI',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/actionCode':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/actionDateTime':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/calibratedMeasurement':
    'EU05b:SI PL04b:SI',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/calibratedMeasurement/valueMeasure':
    'EU05b:O PL04b:O',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/statementCode':
    'EU05a:C/C/C/C/C/C EU05b:C/C/C/C/C/C EU05c:C/C/C/C/C/C PL04a:C/C/C/C/C/C PL04b:C/C/C/C/C/C PL04c:C/C/C/C/C/C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/statementText':
    'EU05a:C/C EU05b:C/C EU05c:C/C PL04a:C/C PL04b:C/C PL04c:C/C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/subjectTypeCode':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/statedCondition/valueMeasure':
    'EU05a:O EU05b:C/O EU05c:O PL04a:O PL04b:C/O PL04c:O',
  'consignment/usedTransportEquipment/loadedDangerousGoods/supplementaryInformation':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/loadedDangerousGoods/uNDGID':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/netGoodsVolumeMeasure': 'PL01c:O',
  'consignment/usedTransportEquipment/netGoodsWeightMeasure': 'PL01c:O',
  'consignment/usedTransportEquipment/registrationCountry':
    'EU01:SI EU02:SI EU03:SI PL01a:SI PL01b:SI PL02:SI',
  'consignment/usedTransportEquipment/registrationCountry/code':
    'EU01:C EU02:M EU03:M PL01a:M PL01b:M PL02:M',
  'consignment/usedTransportEquipment/reportableQuantity':
    'EU05a:C EU05b:C EU05c:C PL04a:C PL04b:C PL04c:C',
  'consignment/usedTransportEquipment/sequenceNumber':
    'EU05a:O EU05b:O EU05c:O PL04a:O PL04b:O PL04c:O',
  'consignment/usedTransportEquipment/sizeTypeCode': 'EU05b:O PL04b:O',
  'consignment/usedTransportEquipment/stowagePosition': 'EU02:O EU05b:C PL02:O PL04b:C',
};
